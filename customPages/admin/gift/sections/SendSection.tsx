import { useState } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { BudgetCheck } from '../../../../schemas/gift/events';
import { PURCHASE_AGREED, PURCHASE_AGREEMENT } from '../../../../schemas/gift/sends';
import { won } from '../../../../lib/won';
import { apiQueryKey, messageOf } from '../../../../dataProviders/useApi';
import { eventPath, useGiftChange, useGiftFetch } from '../giftApi';
import { GIFT_TEXT } from '../strings';
import { FactList } from './sectionParts';

interface SendAnswer {
  sent: number;
  skipped: number;
  fee: number;
  deposit: number;
}

/** The send confirmation: persons, deposit and fee (spec 2 §9), the purchase agreement (§5), then send. */
export function SendSection({ eventId, onSent }: { eventId: string; onSent?: () => void }) {
  const giftFetch = useGiftFetch();
  const [agreed, setAgreed] = useState(false);
  const budgetPath = eventPath(eventId, '/validate-budget');
  const check = useQuery({
    // A POST that only reads: the figures of the confirmation, loaded again after a change like a GET.
    queryKey: apiQueryKey(budgetPath),
    queryFn: () => giftFetch<BudgetCheck>(budgetPath, { method: 'POST', body: {} }),
    retry: false,
  });
  const send = useGiftChange({
    mutationFn: (kind: 'send-gift' | 'send-card') =>
      giftFetch<SendAnswer>(eventPath(eventId, `/trackings/${kind}`), {
        method: 'POST',
        body: kind === 'send-gift' ? { subjectIds: [], agreement: PURCHASE_AGREED } : { subjectIds: [] },
      }),
    done: (answer) => GIFT_TEXT.sent(answer.sent, answer.skipped),
    onSuccess: () => onSent?.(),
  });
  const figures: [string, string][] = check.data
    ? [
        [GIFT_TEXT.persons, `${check.data.persons}명`],
        ['1인당 예산', won(check.data.budgetPerPerson)],
        [GIFT_TEXT.budgetSum, won(check.data.total - check.data.fee)],
        [GIFT_TEXT.fee, won(check.data.fee)],
        [GIFT_TEXT.total, won(check.data.total)],
      ]
    : [];
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Typography>{GIFT_TEXT.sendLead}</Typography>
      {check.isError && <Alert severity="warning">{messageOf(check.error, GIFT_TEXT.loadFailed)}</Alert>}
      {check.data && !check.data.ok && <Alert severity="warning">{check.data.message}</Alert>}
      <FactList rows={figures} label="발송 비용" bold />
      {check.data && check.data.deposit > 0 && (
        <Typography variant="body2" color="text.secondary">
          {GIFT_TEXT.depositNote(won(check.data.deposit))}
        </Typography>
      )}
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
        <Typography variant="subtitle2" component="h3">
          {GIFT_TEXT.agreement}
        </Typography>
        <FormControlLabel
          control={<Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />}
          label={PURCHASE_AGREEMENT}
        />
      </Box>
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          disabled={!agreed || send.isPending}
          onClick={() => send.mutate('send-gift')}
        >
          {GIFT_TEXT.sendGift}
        </Button>
        <Button variant="outlined" disabled={send.isPending} onClick={() => send.mutate('send-card')}>
          {GIFT_TEXT.sendCard}
        </Button>
      </Stack>
    </Stack>
  );
}
