import { useState } from 'react';
import { seoulDotDate } from '../../../lib/seoulTime';
import { Box, Button, Card, CardActionArea, Chip, Stack, Typography } from '@mui/material';
import type { ChipProps } from '@mui/material';
import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { LinkBase } from 'react-admin';
import type { ClientMember } from '../../../authProvider/memberRules';
import { SERVICE_LABELS, SERVICE_STATUS_LABELS } from '../../../schemas/services';
import type { ServiceEntry } from '../../../schemas/services';
import { NewServiceMenu } from '../layout/NewServiceMenu';
import { HOME_TEXT } from '../layout/pageStrings';
import { SERVICE_LIST_ROUTES } from '../layout/serviceRoutes';
import { useAdminPath } from '../layout/shellHooks';
import { CardGrid } from './CardGrid';

const STATUS_COLORS: Record<ServiceEntry['status'], ChipProps['color']> = {
  IN_USE: 'success',
  APPLIED: 'info',
  PAUSED: 'warning',
  ENDED: 'default',
};

/** The company's services with their state, each linking to its list; an empty state offers to apply. */
export const ServiceCards = ({ member }: { member: ClientMember }) => {
  const adminPath = useAdminPath();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const newService = (
    <>
      <Button
        startIcon={<AddCircleOutline />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
      >
        {HOME_TEXT.newService}
      </Button>
      <NewServiceMenu member={member} anchorEl={anchor} onClose={() => setAnchor(null)} />
    </>
  );

  if (member.serviceList.length === 0) {
    return (
      <Card variant="outlined" sx={{ p: 4, textAlign: 'center', borderStyle: 'dashed' }}>
        <Inventory2Outlined sx={{ fontSize: 40, color: 'text.disabled' }} />
        <Typography variant="h6" component="p" sx={{ mt: 1 }}>
          {HOME_TEXT.noServices}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {HOME_TEXT.noServicesHint}
        </Typography>
        {newService}
      </Card>
    );
  }

  return (
    <Box>
      <CardGrid columns="repeat(auto-fill, minmax(180px, 1fr))">
        {member.serviceList.map((entry) => {
          const label = SERVICE_LABELS[entry.service];
          return (
            <li key={entry.serviceEncrypted}>
              <Card variant="outlined" sx={{ height: '100%', borderRadius: 2 }}>
                <CardActionArea
                  component={LinkBase}
                  to={adminPath(SERVICE_LIST_ROUTES[entry.service])}
                  aria-label={HOME_TEXT.goToService(label)}
                  sx={{ p: 2, height: '100%' }}
                >
                  <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <Typography sx={{ fontWeight: 700 }}>{label}</Typography>
                    <Chip
                      size="small"
                      label={SERVICE_STATUS_LABELS[entry.status]}
                      color={STATUS_COLORS[entry.status]}
                      variant={entry.status === 'IN_USE' ? 'filled' : 'outlined'}
                    />
                    <Typography variant="caption" color="text.secondary">
                      {entry.startedAt ? HOME_TEXT.startedAt(seoulDotDate(entry.startedAt)) : '\u00a0'}
                    </Typography>
                  </Stack>
                </CardActionArea>
              </Card>
            </li>
          );
        })}
      </CardGrid>
      <Box sx={{ mt: 1, textAlign: 'right' }}>{newService}</Box>
    </Box>
  );
};
