import { useState } from 'react';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { seoulParts } from '../../../lib/seoulTime';
import { SERVICE_LABELS, type ServiceKey } from '../../../schemas/services';
import { usePageTitle } from '../layout/shellHooks';
import { DeliveryTable } from './DeliveryTable';
import { ServiceState } from './ServiceState';
import { SERVICE_TEXT } from './strings';
import { monthRange, useDeliveries } from './useServiceState';

interface ScheduleProps {
  service: ServiceKey;
  title: string;
  countLabel?: string;
  initial?: { year: number; month: number };
}

/** A month of a service's deliveries, visits or orders, with the months before and after. */
export function MonthSchedule({ service, title, countLabel, initial }: ScheduleProps) {
  const now = seoulParts();
  const [{ year, month }, setMonth] = useState(initial ?? { year: now.year, month: now.month });
  const { from, to } = monthRange(year, month);
  const { data, isError } = useDeliveries(service, from, to);
  const shift = (delta: number) => {
    const index = year * 12 + (month - 1) + delta;
    setMonth({ year: Math.floor(index / 12), month: (index % 12) + 1 });
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={`${service}-schedule`}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography id={`${service}-schedule`} variant="h6" component="h2">
          {title} · {year}년 {month}월
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={() => shift(-1)}>
            {SERVICE_TEXT.prevMonth}
          </Button>
          <Button size="small" onClick={() => shift(1)}>
            {SERVICE_TEXT.nextMonth}
          </Button>
        </Stack>
      </Stack>
      {isError ? (
        <Alert severity="error">{SERVICE_TEXT.loadFailed}</Alert>
      ) : (
        <DeliveryTable rows={data ?? []} caption={title} countLabel={countLabel} />
      )}
    </Paper>
  );
}

/** A service's page: its state for the company and, when in use, its month of deliveries or visits. */
export function SchedulePage(props: ScheduleProps) {
  usePageTitle(props.title, SERVICE_LABELS[props.service]);
  return (
    <ServiceState service={props.service}>
      <MonthSchedule {...props} />
    </ServiceState>
  );
}
