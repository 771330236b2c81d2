import { useEffect, useState } from 'react';
import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material';
import { LinkBase } from 'react-admin';
import { useNavigate, useParams } from 'react-router';
import { seoulDotDate, seoulLocaleText } from '../../../lib/seoulTime';
import { MEAL_TICKET_STATUSES, type MealTicketDetail } from '../../../schemas/mealTickets';
import { fieldErrorsOf, messageOf, useApiQuery } from '../../../dataProviders/useApi';
import { useAdminPath, usePageTitle } from '../layout/shellHooks';
import { amountLastColumns, DetailList, formFields, ListTable, PageHeading } from './pageParts';
import { Section } from '../../../resources/_generated/report';
import { MEAL_TEXT as TEXT } from './strings';
import { useApiChange } from './useServiceState';
import { won } from '../../../lib/won';

/** The ticket of the address, its API path, and the admin path of its status page. */
function useTicket() {
  const { mealTicketEncrypted = '' } = useParams();
  const adminPath = useAdminPath();
  const statusPath = adminPath(`meal24/status/${mealTicketEncrypted}`);
  const path = `/homepage/v2/meal24/tickets/${encodeURIComponent(mealTicketEncrypted)}`;
  const query = useApiQuery<MealTicketDetail>(path);
  return { ...query, path, statusPath };
}

/** meal24/status/{mealTicketEncrypted}: one member's ticket and its uses. */
export function MealStatusPage() {
  usePageTitle(TEXT.statusTitle, TEXT.service);
  const { data, isError, error, statusPath } = useTicket();
  if (isError) return <Alert severity="error">{messageOf(error, TEXT.loadFailed)}</Alert>;
  const ticket = data?.ticket;
  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <PageHeading title={TEXT.statusTitle} detail={ticket?.memberName} />
        <Button variant="outlined" component={LinkBase} to={`${statusPath}/update`}>
          {TEXT.edit}
        </Button>
      </Stack>
      {ticket && (
        <DetailList
          labelWidth={120}
          rows={[
            [TEXT.branch, ticket.branchName ?? '-'],
            [TEXT.perMeal, won(ticket.amount)],
            [TEXT.dailyLimit, `${ticket.dailyLimit}회`],
            [TEXT.period, `${seoulDotDate(ticket.validFrom)} ~ ${seoulDotDate(ticket.validTo)}`],
            [TEXT.status, MEAL_TICKET_STATUSES[ticket.status]],
            [TEXT.total, TEXT.used(ticket.usedCount, won(ticket.usedAmount))],
          ]}
        />
      )}
      <Section id="meal-uses" title={TEXT.uses}>
        <ListTable
          caption={TEXT.uses}
          empty={data && TEXT.noUses}
          columns={amountLastColumns(TEXT.useColumns)}
          rows={(data?.uses ?? []).map((use) => ({
            key: `${use.usedAt}-${use.store}`,
            cells: [seoulLocaleText(use.usedAt, 'mediumDateTime'), use.store, won(use.amount)],
          }))}
        />
      </Section>
    </Stack>
  );
}

/** meal24/status/{mealTicketEncrypted}/update: the amount, meals a day, end date, or stop. */
export function MealUpdatePage() {
  usePageTitle(TEXT.updateTitle, TEXT.service);
  const navigate = useNavigate();
  const { data, isError, error, path, statusPath } = useTicket();
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
  const save = useApiChange(
    (apiFetch) =>
      apiFetch<MealTicketDetail>(path, {
        method: 'PUT',
        body: { ...form, amount: Number(form.amount), dailyLimit: Number(form.dailyLimit) },
      }),
    { success: () => TEXT.saved, failed: TEXT.saveFailed, then: () => navigate(statusPath) },
  );
  const errors = save.isError ? fieldErrorsOf(save.error) : {};
  if (isError) return <Alert severity="error">{messageOf(error, TEXT.loadFailed)}</Alert>;
  const field = formFields(form, setForm, errors);
  return (
    <Stack spacing={3} sx={{ maxWidth: 520 }}>
      <PageHeading title={TEXT.updateTitle} detail={data?.ticket.memberName} />
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
