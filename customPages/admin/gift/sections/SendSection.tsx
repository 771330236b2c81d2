import { useState } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { BudgetCheck } from '../../../../schemas/gift/events';
import { PURCHASE_AGREED, PURCHASE_AGREEMENT } from '../../../../schemas/gift/sends';
import { won } from '../../../../lib/won';
import { messageOf } from '../../../../dataProviders/useApi';
import { useToast } from '../../layout/shellHooks';
import { eventPath, useGiftFetch, useGiftQuery, useGiftRefresh } from '../giftApi';
import { GIFT_TEXT } from '../strings';

interface SendAnswer {
  sent: number;
  skipped: number;
  fee: number;
  deposit: number;
}

/** The send confirmation: persons, deposit and fee (spec 2 §9), the purchase agreement (§5), then send. */
export function SendSection({ eventId, onSent }: { eventId: string; onSent?: () => void }) {
  const giftFetch = useGiftFetch();
  const toast = useToast();
  const refresh = useGiftRefresh();
  const [agreed, setAgreed] = useState(false);
  const check = useGiftQuery<BudgetCheck>(eventPath(eventId, '/validate-budget'), {
    // A POST that only reads: the figures of the confirmation.
    queryFn: () =>
      giftFetch<BudgetCheck>(eventPath(eventId, '/validate-budget'), { method: 'POST', body: {} }),
  });
  const send = useMutation({
    mutationFn: (kind: 'send-gift' | 'send-card') =>
      giftFetch<SendAnswer>(eventPath(eventId, `/trackings/${kind}`), {
        method: 'POST',
        body: kind === 'send-gift' ? { subjectIds: [], agreement: PURCHASE_AGREED } : { subjectIds: [] },
      }),
    onSuccess: (answer) => {
      toast(GIFT_TEXT.sent(answer.sent, answer.skipped), 'success');
      void refresh();
      onSent?.();
    },
    onError: (error) => toast(messageOf(error, GIFT_TEXT.loadFailed), 'warning'),
  });
  const figures: [string, string][] = check.data
    ? [
        [GIFT_TEXT.persons, `${check.data.persons}명`],
        ['1인당 예산', won(check.data.budgetPerPerson)],
        [GIFT_TEXT.deposit, won(check.data.deposit)],
        [GIFT_TEXT.fee, won(check.data.fee)],
        [GIFT_TEXT.total, won(check.data.total)],
      ]
    : [];
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Typography>{GIFT_TEXT.sendLead}</Typography>
      {check.isError && <Alert severity="warning">{messageOf(check.error, GIFT_TEXT.loadFailed)}</Alert>}
      {check.data && !check.data.ok && <Alert severity="warning">{check.data.message}</Alert>}
      <Box
        component="dl"
        aria-label="발송 비용"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}
      >
        {figures.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
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
