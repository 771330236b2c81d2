import { Alert, Stack, Typography } from '@mui/material';
import { usePageTitle } from '../layout/shellHooks';
import { ChangeableDeliveries, useDeliveryChanges } from './Snack24Page';
import { Section } from '../../../resources/_generated/report';
import { ServiceState } from './ServiceState';
import { SERVICE_TEXT } from './strings';

const TEXT = SERVICE_TEXT.alternative;

function Deliveries() {
  const { data, isError } = useDeliveryChanges();
  if (isError) return <Alert severity="error">{SERVICE_TEXT.loadFailed}</Alert>;
  return (
    <Section id="alternative-list" title={TEXT.list} headingGap={false}>
      {data && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {SERVICE_TEXT.snack.cutTime(data.cutTime)}
        </Typography>
      )}
      <ChangeableDeliveries
        caption={TEXT.list}
        rows={data?.deliveries ?? []}
        changes={data?.deliveries ?? []}
        changeLabel={TEXT.choose}
      />
    </Section>
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
      <Stack spacing={2}>
        <Typography variant="h6" component="p">
          {TEXT.title}
        </Typography>
        <Typography color="text.secondary">{TEXT.intro}</Typography>
        <Deliveries />
      </Stack>
    </ServiceState>
  );
}
