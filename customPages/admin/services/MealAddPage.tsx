import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  FormControlLabel,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LinkBase } from 'react-admin';
import { useParams } from 'react-router';
import { addDays } from '../../../lib/dateShortcuts';
import { seoulDateString, seoulDotDate } from '../../../lib/seoulTime';
import { MEAL_TICKET_STATUSES, type MealTicket } from '../../../schemas/mealTickets';
import { fieldErrorsOf, messageOf, useApiFetch } from '../../../dataProviders/useApi';
import { useAdminPath, usePageTitle, useToast } from '../layout/shellHooks';
import { MEAL_TEXT as TEXT } from './strings';
import { won } from '../../../lib/won';
import { ResponsiveTable } from '../../../resources/_generated/report';

interface Branch {
  branchName: string;
  members: Array<{ memberEncrypted: string; name: string; ticketEncrypted: string | null }>;
  tickets: MealTicket[];
}

/** The tickets of a workspace with their use and a link to each usage list. */
export function TicketTable({ tickets }: { tickets: MealTicket[] }) {
  const adminPath = useAdminPath();
  if (tickets.length === 0) return <Typography color="text.secondary">{TEXT.noTickets}</Typography>;
  return (
    <ResponsiveTable
      caption={TEXT.tickets}
      captionHidden
      dense
      columns={TEXT.ticketColumns.map((label) => ({ label }))}
      rows={tickets.map((ticket) => ({
        key: ticket.mealTicketEncrypted,
        cells: [
          <LinkBase key="member" to={adminPath(`meal24/status/${ticket.mealTicketEncrypted}`)}>
            {ticket.memberName}
          </LinkBase>,
          won(ticket.amount),
          `${seoulDotDate(ticket.validFrom)} ~ ${seoulDotDate(ticket.validTo)}`,
          MEAL_TICKET_STATUSES[ticket.status],
          TEXT.used(ticket.usedCount, won(ticket.usedAmount)),
        ],
      }))}
    />
  );
}

/** meal24/add/{serviceEncrypted}/{branchEncrypted}: issues meal tickets to members of a workspace. */
export function MealAddPage() {
  const { serviceEncrypted = '', branchEncrypted = '' } = useParams();
  const apiFetch = useApiFetch();
  const queryClient = useQueryClient();
  const toast = useToast();
  usePageTitle(TEXT.addTitle, TEXT.service);
  const base = `/homepage/v2/meal24/${encodeURIComponent(serviceEncrypted)}/branches/${encodeURIComponent(branchEncrypted)}`;
  const branch = useQuery({ queryKey: ['meal24', 'branch', base], queryFn: () => apiFetch<Branch>(base) });
  const today = seoulDateString();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [form, setForm] = useState({
    amount: '9000',
    dailyLimit: '1',
    validFrom: today,
    validTo: addDays(today, 30),
  });
  const issue = useMutation({
    mutationFn: () =>
      apiFetch<{ issued: number }>(`${base}/tickets`, {
        method: 'POST',
        body: {
          memberEncrypted: [...chosen],
          amount: Number(form.amount),
          dailyLimit: Number(form.dailyLimit),
          validFrom: form.validFrom,
          validTo: form.validTo,
        },
      }),
    onSuccess: ({ issued }) => {
      toast(TEXT.issued(issued), 'success');
      setChosen(new Set());
      void queryClient.invalidateQueries({ queryKey: ['meal24'] });
    },
    onError: (error) => toast(messageOf(error, TEXT.issueFailed), 'error'),
  });
  const errors = issue.isError ? fieldErrorsOf(issue.error) : {};
  if (branch.isError) return <Alert severity="error">{messageOf(branch.error, TEXT.loadFailed)}</Alert>;
  const members = branch.data?.members ?? [];
  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const input = (name: keyof typeof form, label: string, type: 'number' | 'date') => (
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
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        {TEXT.addTitle}
        {branch.data ? ` · ${branch.data.branchName}` : ''}
      </Typography>
      <Typography color="text.secondary">{TEXT.addIntro}</Typography>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="meal-issue">
        <Typography id="meal-issue" variant="h6" component="h2" sx={{ mb: 1 }}>
          {TEXT.issueHeading}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {input('amount', TEXT.amount, 'number')}
          {input('dailyLimit', TEXT.dailyLimit, 'number')}
          {input('validFrom', TEXT.validFrom, 'date')}
          {input('validTo', TEXT.validTo, 'date')}
        </Stack>
        {errors.memberEncrypted && <Alert severity="error">{errors.memberEncrypted}</Alert>}
        <FormControlLabel
          label={TEXT.chooseAll}
          control={
            <Checkbox
              checked={members.length > 0 && chosen.size === members.length}
              onChange={(event) =>
                setChosen(new Set(event.target.checked ? members.map((m) => m.memberEncrypted) : []))
              }
            />
          }
        />
        <ResponsiveTable
          caption={TEXT.members}
          captionHidden
          dense
          columns={[{ label: TEXT.memberName }, { label: TEXT.current }]}
          rows={members.map((member) => ({
            key: member.memberEncrypted,
            cells: [
              <FormControlLabel
                key="choose"
                label={member.name}
                control={
                  <Checkbox
                    size="small"
                    checked={chosen.has(member.memberEncrypted)}
                    onChange={() => toggle(member.memberEncrypted)}
                  />
                }
              />,
              member.ticketEncrypted ? TEXT.holding : TEXT.none,
            ],
          }))}
        />
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
          <Button
            variant="contained"
            disabled={issue.isPending || chosen.size === 0}
            onClick={() => issue.mutate()}
          >
            {TEXT.issue(chosen.size)}
          </Button>
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="meal-tickets">
        <Typography id="meal-tickets" variant="h6" component="h2" sx={{ mb: 1 }}>
          {TEXT.tickets}
        </Typography>
        <TicketTable tickets={branch.data?.tickets ?? []} />
      </Paper>
    </Stack>
  );
}
