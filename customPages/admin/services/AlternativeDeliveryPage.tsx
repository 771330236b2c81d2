import { useState } from 'react';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useApiFetch } from '../../../dataProviders/useApi';
import { usePageTitle } from '../layout/shellHooks';
import { DeliveryTable } from './DeliveryTable';
import { ServiceState } from './ServiceState';
import { ChangeDialog, type Changeable } from './Snack24Page';
import { SERVICE_TEXT } from './strings';

const TEXT = SERVICE_TEXT.alternative;

function Deliveries() {
  const apiFetch = useApiFetch();
  const { data, isError } = useQuery({
    queryKey: ['snack', 'changes'],
    queryFn: () =>
      apiFetch<{ cutTime: string; deliveries: Changeable[] }>('/homepage/v1/portal/deliverydate-change'),
  });
  const [changing, setChanging] = useState<Changeable | null>(null);
  if (isError) return <Alert severity="error">{SERVICE_TEXT.loadFailed}</Alert>;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="alternative-list">
      <Typography id="alternative-list" variant="h6" component="h2">
        {TEXT.list}
      </Typography>
      {data && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {SERVICE_TEXT.snack.cutTime(data.cutTime)}
        </Typography>
      )}
      <DeliveryTable
        caption={TEXT.list}
        weekday
        rows={data?.deliveries ?? []}
        action={(row) => {
          const entry = data?.deliveries.find((d) => d.deliveryEncrypted === row.deliveryEncrypted);
          return entry?.changeable ? (
            <Button size="small" onClick={() => setChanging(entry)}>
              {TEXT.choose}
            </Button>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {SERVICE_TEXT.snack.closed}
            </Typography>
          );
        }}
      />
      {changing && <ChangeDialog delivery={changing} onClose={() => setChanging(null)} />}
    </Paper>
  );
}

/**
 * /pc/admin/snack24/alternative-delivery: when the office is closed on a delivery day (a holiday, a
 * move), the box goes on another day; the deliveries of the next 30 days with their cut-off.
 */
export function AlternativeDeliveryPage() {
  usePageTitle(TEXT.title, SERVICE_TEXT.snack.title);
  return (
    <ServiceState service="snack24">
      {(inUse) =>
        inUse ? (
          <Stack spacing={2}>
            <Typography variant="h6" component="p">
              {TEXT.title}
            </Typography>
            <Typography color="text.secondary">{TEXT.intro}</Typography>
            <Deliveries />
          </Stack>
        ) : null
      }
    </ServiceState>
  );
}
