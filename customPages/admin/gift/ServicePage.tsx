import type { ReactNode } from 'react';
import { Alert, Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { Link, Navigate } from 'react-router';
import { DEPOSIT_PERSONS, GIFT_FEE_PER_PERSON } from '../../../schemas/gift/terms';
import { won } from '../../../lib/won';
import { messageOf } from '../../../dataProviders/useApi';
import { useAdminPath } from '../layout/shellHooks';
import { useGiftService } from './giftApi';
import type { GiftServiceState } from './giftApi';
import { GiftPage } from './GiftPage';
import { GIFT_TEXT } from './strings';

/** What the service is and how it goes, with its fee and deposit (spec 2 §9) and the way in. */
function ServiceIntro({ state }: { state: GiftServiceState | undefined }) {
  const adminPath = useAdminPath();
  return (
    <Paper variant="outlined" sx={{ p: 3, display: 'grid', gap: 2, maxWidth: 880 }}>
      <Typography>{GIFT_TEXT.serviceLead}</Typography>
      <Box component="ol" sx={{ m: 0, pl: 3 }}>
        {GIFT_TEXT.serviceSteps.map((step) => (
          <li key={step}>
            <Typography>{step}</Typography>
          </li>
        ))}
      </Box>
      <Typography color="text.secondary">
        수수료 1인당 {won(GIFT_FEE_PER_PERSON)} · 예치금 1인당 예산 × {DEPOSIT_PERSONS}명
      </Typography>
      {state?.status === 'APPLIED' && <Alert severity="info">{GIFT_TEXT.serviceApplied}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          component={Link}
          to={adminPath(state?.isServiceUsed ? 'sending24/event/list' : 'birth24/serviceApply/applicant')}
        >
          {state?.isServiceUsed ? GIFT_TEXT.goList : GIFT_TEXT.apply}
        </Button>
        <Button variant="outlined" component={Link} to={adminPath('sending24/serviceApply')}>
          {GIFT_TEXT.consult}
        </Button>
      </Stack>
    </Paper>
  );
}

type ServiceHomeProps = { title: string; service: ReturnType<typeof useGiftService>; children?: ReactNode };

/** A service page: the introduction once the service's state is read (or failed to be), then `children`. */
function ServiceHome({ title, service, children }: ServiceHomeProps) {
  return (
    <GiftPage title={title}>
      {service.isPending ? (
        <Skeleton variant="rounded" height={240} aria-busy="true" />
      ) : (
        <Stack spacing={2}>
          {service.isError && (
            <Alert severity="warning">{messageOf(service.error, GIFT_TEXT.loadFailed)}</Alert>
          )}
          <ServiceIntro state={service.data} />
          {children}
        </Stack>
      )}
    </GiftPage>
  );
}

/** sending24/service: a company already on the gift service goes to its event list; others see the service. */
export function ServicePage() {
  const service = useGiftService();
  const adminPath = useAdminPath();
  if (service.data?.isServiceUsed) return <Navigate to={adminPath('sending24/event/list')} replace />;
  return <ServiceHome title={GIFT_TEXT.servicePage} service={service} />;
}

/** birth24: the birthday service's home, the same introduction and the way to its events. */
export function Birth24Page() {
  const service = useGiftService();
  const adminPath = useAdminPath();
  return (
    <ServiceHome title={GIFT_TEXT.birthHome} service={service}>
      {service.data?.isServiceUsed && (
        <Button
          variant="outlined"
          component={Link}
          to={adminPath('birth24/list')}
          sx={{ alignSelf: 'flex-start' }}
        >
          {GIFT_TEXT.eventListBirth}
        </Button>
      )}
    </ServiceHome>
  );
}
