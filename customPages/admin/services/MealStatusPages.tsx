import { useEffect, useState } from 'react';
import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LinkBase } from 'react-admin';
import { useNavigate, useParams } from 'react-router';
import { seoulDotDate, seoulLocaleText } from '../../../lib/seoulTime';
import { MEAL_TICKET_STATUSES, type MealTicketDetail } from '../../../schemas/mealTickets';
import { fieldErrorsOf, messageOf, useApiFetch } from '../../../dataProviders/useApi';
import { useAdminPath, usePageTitle, useToast } from '../layout/shellHooks';
import { MEAL_TEXT as TEXT } from './strings';
import { won } from '../../../lib/won';
import { ResponsiveTable } from '../../../resources/_generated/report';

function useTicket() {
  const { mealTicketEncrypted = '' } = useParams();
  const apiFetch = useApiFetch();
  const path = `/homepage/v2/meal24/tickets/${encodeURIComponent(mealTicketEncrypted)}`;
  const query = useQuery({
    queryKey: ['meal24', 'ticket', path],
    queryFn: () => apiFetch<MealTicketDetail>(path),
  });
  return { ...query, path, mealTicketEncrypted };
}

/** meal24/status/{mealTicketEncrypted}: one member's ticket and its uses. */
export function MealStatusPage() {
  usePageTitle(TEXT.statusTitle, TEXT.service);
  const adminPath = useAdminPath();
  const { data, isError, error, mealTicketEncrypted } = useTicket();
  if (isError) return <Alert severity="error">{messageOf(error, TEXT.loadFailed)}</Alert>;
  const ticket = data?.ticket;
  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          {TEXT.statusTitle}
          {ticket ? ` · ${ticket.memberName}` : ''}
        </Typography>
        <Button
          variant="outlined"
          component={LinkBase}
          to={adminPath(`meal24/status/${mealTicketEncrypted}/update`)}
        >
          {TEXT.edit}
        </Button>
      </Stack>
      {ticket && (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '120px 1fr', gap: 0.5, m: 0 }}>
          {[
            [TEXT.branch, ticket.branchName ?? '-'],
            [TEXT.perMeal, won(ticket.amount)],
            [TEXT.dailyLimit, `${ticket.dailyLimit}회`],
            [TEXT.period, `${seoulDotDate(ticket.validFrom)} ~ ${seoulDotDate(ticket.validTo)}`],
            [TEXT.status, MEAL_TICKET_STATUSES[ticket.status]],
            [TEXT.total, TEXT.used(ticket.usedCount, won(ticket.usedAmount))],
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
      )}
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="meal-uses">
        <Typography id="meal-uses" variant="h6" component="h2" sx={{ mb: 1 }}>
          {TEXT.uses}
        </Typography>
        {data && data.uses.length === 0 ? (
          <Typography color="text.secondary">{TEXT.noUses}</Typography>
        ) : (
          <ResponsiveTable
            caption={TEXT.uses}
            captionHidden
            dense
            columns={TEXT.useColumns.map((label, index) => ({
              label,
              align: index === TEXT.useColumns.length - 1 ? ('right' as const) : undefined,
            }))}
            rows={(data?.uses ?? []).map((use) => ({
              key: `${use.usedAt}-${use.store}`,
              cells: [seoulLocaleText(use.usedAt, 'mediumDateTime'), use.store, won(use.amount)],
            }))}
          />
        )}
      </Paper>
    </Stack>
  );
}

/** meal24/status/{mealTicketEncrypted}/update: the amount, meals a day, end date, or stop. */
export function MealUpdatePage() {
  usePageTitle(TEXT.updateTitle, TEXT.service);
  const adminPath = useAdminPath();
  const navigate = useNavigate();
  const toast = useToast();
  const apiFetch = useApiFetch();
  const queryClient = useQueryClient();
  const { data, isError, error, path, mealTicketEncrypted } = useTicket();
  const [form, setForm] = useState({ amount: '', dailyLimit: '', validTo: '', status: 'ACTIVE' });
  useEffect(() => {
    if (data)
      setForm({
        amount: String(data.ticket.amount),
        dailyLimit: String(data.ticket.dailyLimit),
        validTo: data.ticket.validTo,
        status: data.ticket.status,
      });
  }, [data]);
  const statusPath = adminPath(`meal24/status/${mealTicketEncrypted}`);
  const save = useMutation({
    mutationFn: () =>
      apiFetch<MealTicketDetail>(path, {
        method: 'PUT',
        body: { ...form, amount: Number(form.amount), dailyLimit: Number(form.dailyLimit) },
      }),
    onSuccess: () => {
      toast(TEXT.saved, 'success');
      void queryClient.invalidateQueries({ queryKey: ['meal24'] });
      navigate(statusPath);
    },
    onError: (failure) => toast(messageOf(failure, TEXT.saveFailed), 'error'),
  });
  const errors = save.isError ? fieldErrorsOf(save.error) : {};
  if (isError) return <Alert severity="error">{messageOf(error, TEXT.loadFailed)}</Alert>;
  const field = (name: 'amount' | 'dailyLimit' | 'validTo', label: string, type: 'number' | 'date') => (
    <TextField
      label={label}
      type={type}
      value={form[name]}
      onChange={(event) => setForm((current) => ({ ...current, [name]: event.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? ' '}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <Stack spacing={3} sx={{ maxWidth: 520 }}>
      <Typography variant="h5" component="h1">
        {TEXT.updateTitle}
        {data ? ` · ${data.ticket.memberName}` : ''}
      </Typography>
      {field('amount', TEXT.amount, 'number')}
      {field('dailyLimit', TEXT.dailyLimit, 'number')}
      {field('validTo', TEXT.validTo, 'date')}
      <TextField
        select
        label={TEXT.status}
        value={form.status}
        onChange={(event) => setForm((current) => ({ ...current, status: event.target.value }))}
      >
        {Object.entries(MEAL_TICKET_STATUSES).map(([id, name]) => (
          <MenuItem key={id} value={id}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button component={LinkBase} to={statusPath}>
          {TEXT.cancel}
        </Button>
        <Button variant="contained" disabled={!data || save.isPending} onClick={() => save.mutate()}>
          {TEXT.save}
        </Button>
      </Stack>
    </Stack>
  );
}
