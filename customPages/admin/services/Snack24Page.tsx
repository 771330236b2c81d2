import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LinkBase } from 'react-admin';
import { seoulDateString, seoulDotDateWithWeekday } from '../../../lib/seoulTime';
import { deliveryDateProblem, type SnackDelivery, type SubscriptionResponse } from '../../../schemas/snack';
import { SNACK_PACKAGES } from '../../../schemas/serviceApply/snack24';
import { WEEKDAYS } from '../../../schemas/serviceApply/fields';
import { fieldErrorsOf, messageOf, useApiFetch } from '../../../dataProviders/useApi';
import { useAdminPath, usePageTitle, useToast } from '../layout/shellHooks';
import { DeliveryTable } from './DeliveryTable';
import { ServiceState } from './ServiceState';
import { SERVICE_TEXT } from './strings';
import { won } from '../../../lib/won';
import { addDays } from '../../../lib/dateShortcuts';

const TEXT = SERVICE_TEXT.snack;
export type Changeable = SnackDelivery & { changeable: boolean; cutOffAt: string };
interface Curation {
  weeklyBudget: number;
  items: Array<{
    itemEncrypted: string;
    name: string;
    categoryName: string;
    price: number;
    quantity: number;
  }>;
  total: number;
}

export function ChangeDialog({ delivery, onClose }: { delivery: Changeable; onClose: () => void }) {
  const apiFetch = useApiFetch();
  const queryClient = useQueryClient();
  const toast = useToast();
  const tomorrow = addDays(seoulDateString(), 1);
  const [newDate, setNewDate] = useState('');
  // The date's own problem (weekend, same day) is told at once; the server decides the rest.
  const problem = newDate ? deliveryDateProblem(newDate, delivery.deliveryDate) : null;
  const change = useMutation({
    mutationFn: () =>
      apiFetch<SnackDelivery>(
        `/homepage/v2/snack/deliveries/${encodeURIComponent(delivery.deliveryEncrypted)}`,
        {
          method: 'PUT',
          body: { newDate },
        },
      ),
    onSuccess: (moved) => {
      toast(TEXT.changed(seoulDotDateWithWeekday(moved.deliveryDate)), 'success');
      void queryClient.invalidateQueries({ queryKey: ['snack'] });
      onClose();
    },
  });
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
          <TextField
            type="date"
            label={TEXT.newDate}
            value={newDate}
            onChange={(event) => {
              setNewDate(event.target.value);
              change.reset();
            }}
            error={Boolean(fieldError)}
            helperText={fieldError ?? ' '}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: tomorrow } }}
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

function RunningSnack() {
  const apiFetch = useApiFetch();
  const adminPath = useAdminPath();
  const subscription = useQuery({
    queryKey: ['snack', 'subscription'],
    queryFn: () => apiFetch<SubscriptionResponse>('/homepage/v2/snack/snack-subscription'),
  });
  const changes = useQuery({
    queryKey: ['snack', 'changes'],
    queryFn: () =>
      apiFetch<{ cutTime: string; deliveries: Changeable[] }>('/homepage/v1/portal/deliverydate-change'),
  });
  const plan = subscription.data;
  const curation = useQuery({
    queryKey: ['snack', 'curation', plan?.packageType, plan?.monthlyBudget, plan?.headcount],
    enabled: Boolean(plan),
    queryFn: () =>
      apiFetch<Curation>('/homepage/v2/snack/curation-default', {
        query: {
          packageType: plan?.packageType ?? 'BASIC',
          monthlyBudget: String(plan?.monthlyBudget ?? 500_000),
          ...(plan?.headcount ? { headcount: String(plan.headcount) } : {}),
        },
      }),
  });
  const [changing, setChanging] = useState<Changeable | null>(null);
  if (subscription.isError) return <Alert severity="error">{SERVICE_TEXT.loadFailed}</Alert>;
  const byId = new Map((changes.data?.deliveries ?? []).map((row) => [row.deliveryEncrypted, row]));
  const packageName = SNACK_PACKAGES.find((entry) => entry.id === plan?.packageType)?.name ?? '-';
  const weekdays = (plan?.weekdays ?? [])
    .map((day) => WEEKDAYS.find((w) => w.id === day)?.name ?? day)
    .join(', ');
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="snack-plan">
        <Typography id="snack-plan" variant="h6" component="h2">
          {TEXT.plan}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '140px 1fr', m: 0, gap: 0.5 }}>
          {[
            [TEXT.packageType, packageName],
            [TEXT.budget, plan?.monthlyBudget ? won(plan.monthlyBudget) : '-'],
            [TEXT.weekdays, weekdays || '-'],
            [TEXT.payment, plan?.paymentLabel ?? '-'],
          ].map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="snack-upcoming">
        <Typography id="snack-upcoming" variant="h6" component="h2">
          {TEXT.upcoming}
        </Typography>
        {plan?.cutTime && <Typography color="text.secondary">{TEXT.cutTime(plan.cutTime)}</Typography>}
        <Button component={LinkBase} to={adminPath('snack24/alternative-delivery')} size="small">
          {SERVICE_TEXT.alternative.title}
        </Button>
        <DeliveryTable
          caption={TEXT.upcoming}
          weekday
          rows={plan?.upcoming ?? []}
          action={(row) => {
            const changeable = byId.get(row.deliveryEncrypted);
            if (!changeable) return null;
            return changeable.changeable ? (
              <Button size="small" onClick={() => setChanging(changeable)}>
                {TEXT.change}
              </Button>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {TEXT.closed}
              </Typography>
            );
          }}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="snack-curation">
        <Typography id="snack-curation" variant="h6" component="h2">
          {TEXT.curation}
        </Typography>
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
      </Paper>
      {changing && <ChangeDialog delivery={changing} onClose={() => setChanging(null)} />}
    </Stack>
  );
}

/** /pc/admin/snack24: the subscription, the next deliveries with the date change, this week's items. */
export function Snack24Page() {
  usePageTitle(TEXT.title, TEXT.title);
  return <ServiceState service="snack24">{(inUse) => (inUse ? <RunningSnack /> : null)}</ServiceState>;
}
