import { useState } from 'react';
import {
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Confirm } from 'react-admin';
import { useNavigate } from 'react-router';
import {
  ANNIVERSARY_LINKS,
  EVENT_CATEGORIES,
  EVENT_REPEATS,
  EVENT_STATUS_LABELS,
  EVENT_TRANSITIONS,
} from '../../../../schemas/gift/events';
import type { EventInput, EventRecord, EventStatus } from '../../../../schemas/gift/events';
import { PURCHASE_AGREED, PURCHASE_AGREEMENT } from '../../../../schemas/gift/sends';
import { won } from '../../../../lib/won';
import { fieldErrorsOf, messageOf } from '../../../../dataProviders/useApi';
import { EventForm } from './EventForm';
import { useAdminPath, useToast } from '../../layout/shellHooks';
import { eventPath, useGiftChange, useGiftFetch } from '../giftApi';
import { GIFT_TEXT } from '../strings';
import { FactList } from './sectionParts';

const nameOf = (list: readonly { id: string; name: string }[], id: string) =>
  list.find((entry) => entry.id === id)?.name ?? id;

/** The event's settings as set, its status changes (only the allowed ones), anniversary link, copy and delete. */
export function SettingsSection({ event }: { event: EventRecord }) {
  const giftFetch = useGiftFetch();
  const toast = useToast();
  const navigate = useNavigate();
  const adminPath = useAdminPath();
  const [confirming, setConfirming] = useState(false);

  // 진행 중 buys the event's gifts: the purchase agreement (spec 2 §5) is given here, once.
  const [agreeing, setAgreeing] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const status = useGiftChange({
    mutationFn: ({ next, agreement }: { next: EventStatus; agreement?: boolean }) =>
      giftFetch(eventPath(event.id, '/status'), {
        method: 'PATCH',
        body: agreement ? { status: next, agreement: PURCHASE_AGREED } : { status: next },
      }),
    done: GIFT_TEXT.statusChanged,
    onSuccess: () => setAgreeing(false),
  });
  const changeTo = (next: EventStatus) => {
    if (next === 'ACTIVE' && !event.purchaseAgreed) {
      setAgreed(false);
      setAgreeing(true);
    } else status.mutate({ next });
  };
  const [editing, setEditing] = useState(false);
  const edit = useGiftChange({
    mutationFn: (input: EventInput) =>
      giftFetch<EventRecord>(eventPath(event.id), {
        method: 'PUT',
        body: {
          name: input.name,
          category: input.category,
          sendDate: input.sendDate,
          sendHour: input.sendHour,
          budgetPerPerson: input.budgetPerPerson,
          senderName: input.senderName,
        },
      }),
    done: GIFT_TEXT.saved,
    onSuccess: () => setEditing(false),
    onError: (error) => {
      // Field errors show beside their fields (EventForm); the rest as a toast.
      if (Object.keys(fieldErrorsOf(error)).length === 0)
        toast(messageOf(error, GIFT_TEXT.loadFailed), 'warning');
    },
  });
  const anniversary = useGiftChange({
    mutationFn: (value: string) =>
      giftFetch(eventPath(event.id, '/anniversary'), { method: 'PATCH', body: { anniversary: value } }),
    done: GIFT_TEXT.saved,
  });
  const copy = useGiftChange({
    mutationFn: async () => {
      const { name } = await giftFetch<{ name: string }>(eventPath(event.id, '/resolve-copy-name'));
      return giftFetch<EventRecord>(eventPath(event.id, '/copy'), { method: 'POST', body: { name } });
    },
    done: (copied) => GIFT_TEXT.copied(copied.name),
    onSuccess: (copied) => navigate(adminPath(`sending24/event/detail/${encodeURIComponent(copied.id)}`)),
  });
  const remove = useGiftChange({
    mutationFn: () => giftFetch(eventPath(event.id), { method: 'DELETE' }),
    done: GIFT_TEXT.removed,
    onSuccess: () => navigate(adminPath('sending24/event/list')),
    onSettled: () => setConfirming(false),
  });

  const rows: [string, string][] = [
    ['종류', nameOf(EVENT_CATEGORIES, event.category)],
    ['반복', nameOf(EVENT_REPEATS, event.repeat)],
    ['발송일', event.sendDate ?? '대상자별 기념일'],
    ['발송 시각', `${event.sendHour}시 (한국 시간)`],
    ['1인당 예산', won(event.budgetPerPerson)],
    ['보내는 사람', event.senderName],
    ['대상자 수', `${event.subjectCount}명`],
    ['발송 수', `${event.sentCount}건`],
  ];
  if (editing)
    return (
      <Stack spacing={2}>
        <EventForm
          current={event}
          busy={edit.isPending}
          submitLabel={GIFT_TEXT.saveSettings}
          onSubmit={(input) => edit.mutateAsync(input)}
        />
        <Button onClick={() => setEditing(false)} sx={{ alignSelf: 'flex-start' }}>
          {GIFT_TEXT.cancelEdit}
        </Button>
      </Stack>
    );
  return (
    <Stack spacing={3}>
      {event.status !== 'ENDED' && (
        <Button variant="outlined" onClick={() => setEditing(true)} sx={{ alignSelf: 'flex-start' }}>
          {GIFT_TEXT.editSettings}
        </Button>
      )}
      <FactList rows={rows} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography component="span">{GIFT_TEXT.status}</Typography>
        <Chip label={EVENT_STATUS_LABELS[event.status]} color="primary" data-testid="event-status" />
        {EVENT_TRANSITIONS[event.status].map((next) => (
          <Button
            key={next}
            size="small"
            variant="outlined"
            disabled={status.isPending}
            onClick={() => changeTo(next)}
          >
            {GIFT_TEXT.changeStatus(EVENT_STATUS_LABELS[next])}
          </Button>
        ))}
      </Stack>
      <TextField
        select
        id="event-anniversary"
        label={GIFT_TEXT.anniversary}
        value={event.anniversary}
        onChange={(change) => anniversary.mutate(change.target.value)}
        sx={{ maxWidth: 320 }}
        helperText="생일·입사 기념일을 연결하면 해당 구성원이 대상자로 자동 등록됩니다."
      >
        {ANNIVERSARY_LINKS.map((link) => (
          <MenuItem key={link.id} value={link.id}>
            {link.name}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" disabled={copy.isPending} onClick={() => copy.mutate()}>
          {GIFT_TEXT.copy}
        </Button>
        <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
          {GIFT_TEXT.remove}
        </Button>
      </Stack>
      <Dialog open={agreeing} onClose={() => setAgreeing(false)} aria-labelledby="event-agreement-title">
        <DialogTitle id="event-agreement-title">{GIFT_TEXT.agreement}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 1 }}>{GIFT_TEXT.activateLead}</Typography>
          <FormControlLabel
            control={<Checkbox checked={agreed} onChange={(change) => setAgreed(change.target.checked)} />}
            label={PURCHASE_AGREEMENT}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAgreeing(false)}>닫기</Button>
          <Button
            variant="contained"
            disabled={!agreed || status.isPending}
            onClick={() => status.mutate({ next: 'ACTIVE', agreement: true })}
          >
            {GIFT_TEXT.changeStatus(EVENT_STATUS_LABELS.ACTIVE)}
          </Button>
        </DialogActions>
      </Dialog>
      <Confirm
        isOpen={confirming}
        title={GIFT_TEXT.remove}
        content={GIFT_TEXT.confirmRemove}
        confirm={GIFT_TEXT.remove}
        cancel="닫기"
        onConfirm={() => remove.mutate()}
        onClose={() => setConfirming(false)}
        loading={remove.isPending}
      />
    </Stack>
  );
}
