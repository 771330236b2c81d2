import { useState } from 'react';
import { DatePicker } from '../../../components/inputs/DatePicker';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { LinkBase } from 'react-admin';
import type { z } from 'zod';
import { seoulDateString, seoulDotDateWithWeekday } from '../../../lib/seoulTime';
import {
  deliveryDateProblem,
  type curationResponse,
  type deliveryDateChangeResponse,
  type SnackDelivery,
  type SubscriptionResponse,
} from '../../../schemas/snack';
import { SNACK_PACKAGES } from '../../../schemas/serviceApply/snack24';
import { WEEKDAYS } from '../../../schemas/serviceApply/fields';
import { fieldErrorsOf, messageOf, useApiQuery } from '../../../dataProviders/useApi';
import { useAdminPath, usePageTitle } from '../layout/shellHooks';
import { DeliveryTable } from './DeliveryTable';
import { DetailList } from './pageParts';
import { Section } from '../../../resources/_generated/report';
import { ServiceState } from './ServiceState';
import { SERVICE_TEXT } from './strings';
import { useApiChange } from './useServiceState';
import { won } from '../../../lib/won';
import { addDays } from '../../../lib/dateShortcuts';

const TEXT = SERVICE_TEXT.snack;
type DeliveryChanges = z.infer<typeof deliveryDateChangeResponse>;
type Changeable = DeliveryChanges['deliveries'][number];

/** The next deliveries and whether each may still move (the cut time), spec's deliverydate-change. */
export const useDeliveryChanges = () =>
  useApiQuery<DeliveryChanges>('/homepage/v1/portal/deliverydate-change');

function ChangeDialog({ delivery, onClose }: { delivery: Changeable; onClose: () => void }) {
  const tomorrow = addDays(seoulDateString(), 1);
  const [newDate, setNewDate] = useState('');
  // The date's own problem (weekend, same day) is told at once; the server decides the rest.
  const problem = newDate ? deliveryDateProblem(newDate, delivery.deliveryDate) : null;
  const path = `/homepage/v2/snack/deliveries/${encodeURIComponent(delivery.deliveryEncrypted)}`;
  const change = useApiChange(
    (apiFetch) => apiFetch<SnackDelivery>(path, { method: 'PUT', body: { newDate } }),
    { success: (moved) => TEXT.changed(seoulDotDateWithWeekday(moved.deliveryDate)), then: onClose },
  );
  const fieldError = problem ?? (change.isError ? (fieldErrorsOf(change.error).newDate ?? null) : null);
  return (
    <Dialog open onClose={onClose} aria-labelledby="change-title" fullWidth maxWidth="xs">
      <DialogTitle id="change-title">
        {TEXT.changeTitle} · {seoulDotDateWithWeekday(delivery.deliveryDate)}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {change.isError && !fieldError && (
            <Alert severity="error" role="alert">
              {messageOf(change.error, TEXT.changeTitle)}
            </Alert>
          )}
          <DatePicker
            label={TEXT.newDate}
            value={newDate}
            onChange={(value) => {
              setNewDate(value);
              change.reset();
            }}
            error={Boolean(fieldError)}
            helperText={fieldError ?? ' '}
            minDate={tomorrow}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{TEXT.cancel}</Button>
        <Button
          variant="contained"
          disabled={!newDate || Boolean(problem) || change.isPending}
          onClick={() => change.mutate()}
        >
          {TEXT.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Deliveries with their weekday; one that may still move has the button opening the date change,
 * one past its cut time says "마감", one the change list does not know has nothing.
 */
export function ChangeableDeliveries({
  caption,
  rows,
  changes,
  changeLabel,
}: {
  caption: string;
  rows: SnackDelivery[];
  /** The deliveries' change state, from useDeliveryChanges. */
  changes: Changeable[];
  changeLabel: string;
}) {
  const [changing, setChanging] = useState<Changeable | null>(null);
  const byId = new Map(changes.map((row) => [row.deliveryEncrypted, row]));
  return (
    <>
      <DeliveryTable
        caption={caption}
        weekday
        rows={rows}
        action={(row) => {
          const changeable = byId.get(row.deliveryEncrypted);
          if (!changeable) return null;
          return changeable.changeable ? (
            <Button size="small" onClick={() => setChanging(changeable)}>
              {changeLabel}
            </Button>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {TEXT.closed}
            </Typography>
          );
        }}
      />
      {changing && <ChangeDialog delivery={changing} onClose={() => setChanging(null)} />}
    </>
  );
}

function RunningSnack() {
  const adminPath = useAdminPath();
  const subscription = useApiQuery<SubscriptionResponse>('/homepage/v2/snack/snack-subscription');
  const changes = useDeliveryChanges();
  const plan = subscription.data;
  const curation = useApiQuery<z.infer<typeof curationResponse>>(
    plan ? '/homepage/v2/snack/curation-default' : null,
    {
      packageType: plan?.packageType ?? 'BASIC',
      monthlyBudget: String(plan?.monthlyBudget ?? 500_000),
      ...(plan?.headcount ? { headcount: String(plan.headcount) } : {}),
    },
  );
  if (subscription.isError) return <Alert severity="error">{SERVICE_TEXT.loadFailed}</Alert>;
  const packageName = SNACK_PACKAGES.find((entry) => entry.id === plan?.packageType)?.name ?? '-';
  const weekdays = (plan?.weekdays ?? [])
    .map((day) => WEEKDAYS.find((w) => w.id === day)?.name ?? day)
    .join(', ');
  return (
    <Stack spacing={3}>
      <Section id="snack-plan" title={TEXT.plan} headingGap={false}>
        <DetailList
          labelWidth={140}
          rows={[
            [TEXT.packageType, packageName],
            [TEXT.budget, plan?.monthlyBudget ? won(plan.monthlyBudget) : '-'],
            [TEXT.weekdays, weekdays || '-'],
            [TEXT.payment, plan?.paymentLabel ?? '-'],
          ]}
        />
      </Section>
      <Section id="snack-upcoming" title={TEXT.upcoming} headingGap={false}>
        {plan?.cutTime && <Typography color="text.secondary">{TEXT.cutTime(plan.cutTime)}</Typography>}
        <Button component={LinkBase} to={adminPath('snack24/alternative-delivery')} size="small">
          {SERVICE_TEXT.alternative.title}
        </Button>
        <ChangeableDeliveries
          caption={TEXT.upcoming}
          rows={plan?.upcoming ?? []}
          changes={changes.data?.deliveries ?? []}
          changeLabel={TEXT.change}
        />
      </Section>
      <Section id="snack-curation" title={TEXT.curation} headingGap={false}>
        {curation.data && (
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {TEXT.curationBasis(packageName, plan?.headcount ?? null, won(curation.data.weeklyBudget))}
          </Typography>
        )}
        {curation.data?.items.length === 0 && (
          <Typography color="text.secondary">{TEXT.curationEmpty}</Typography>
        )}
        <Box component="ul" sx={{ pl: 2, m: 0 }} aria-labelledby="snack-curation">
          {(curation.data?.items ?? []).map((item) => (
            <li key={item.itemEncrypted}>
              {item.categoryName} · {item.name} × {item.quantity} ({won(item.price)})
            </li>
          ))}
        </Box>
        {curation.data && (
          <Typography sx={{ mt: 1 }}>{TEXT.curationTotal(won(curation.data.total))}</Typography>
        )}
      </Section>
    </Stack>
  );
}

/** /pc/admin/snack24: the subscription, the next deliveries with the date change, this week's items. */
export function Snack24Page() {
  usePageTitle(TEXT.title, TEXT.title);
  return (
    <ServiceState service="snack24">
      <RunningSnack />
    </ServiceState>
  );
}
