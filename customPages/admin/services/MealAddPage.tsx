import { useState } from 'react';
import { Alert, Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import { useParams } from 'react-router';
import { addDays } from '../../../lib/dateShortcuts';
import { seoulDateString, seoulDotDate } from '../../../lib/seoulTime';
import type { z } from 'zod';
import { MEAL_TICKET_STATUSES, type MealTicket, type mealBranchResponse } from '../../../schemas/mealTickets';
import { fieldErrorsOf, messageOf, useApiQuery } from '../../../dataProviders/useApi';
import { useAdminPath, usePageTitle } from '../layout/shellHooks';
import { formFields, ListTable, PageHeading } from './pageParts';
import { Section } from '../../../resources/_generated/report';
import { MEAL_TEXT as TEXT } from './strings';
import { useApiChange } from './useServiceState';
import { won } from '../../../lib/won';

/** The tickets of a workspace with their use and a link to each usage list. */
export function TicketTable({ tickets }: { tickets: MealTicket[] }) {
  const adminPath = useAdminPath();
  return (
    <ListTable
      caption={TEXT.tickets}
      empty={TEXT.noTickets}
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
  usePageTitle(TEXT.addTitle, TEXT.service);
  const base = `/homepage/v2/meal24/${encodeURIComponent(serviceEncrypted)}/branches/${encodeURIComponent(branchEncrypted)}`;
  const branch = useApiQuery<z.infer<typeof mealBranchResponse>>(base);
  const today = seoulDateString();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [form, setForm] = useState({
    amount: '9000',
    dailyLimit: '1',
    validFrom: today,
    validTo: addDays(today, 30),
  });
  const issue = useApiChange(
    (apiFetch) =>
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
    {
      success: ({ issued }) => TEXT.issued(issued),
      failed: TEXT.issueFailed,
      then: () => setChosen(new Set()),
    },
  );
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
  const input = formFields(form, setForm, errors);
  return (
    <Stack spacing={3}>
      <PageHeading title={TEXT.addTitle} detail={branch.data?.branchName} />
      <Typography color="text.secondary">{TEXT.addIntro}</Typography>
      <Section id="meal-issue" title={TEXT.issueHeading}>
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
        <ListTable
          caption={TEXT.members}
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
      </Section>
      <Section id="meal-tickets" title={TEXT.tickets}>
        <TicketTable tickets={branch.data?.tickets ?? []} />
      </Section>
    </Stack>
  );
}
