import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { apiQueryKey, fieldErrorsOf, messageOf, useApiFetch, useApiQuery } from '../../dataProviders/useApi';
import { WaitingLimitsContext } from '../../resources/_generated/WaitingAge';
import { PageHeading } from '../../resources/_generated/PageHeading';
import {
  QUEUE_LIMIT_MAX_HOURS,
  WAITING_QUEUES,
  WAITING_QUEUE_LABELS,
  type WaitingQueue,
} from '../../schemas/provider';

const PATH = '/provider/v1/queue-limits';
/** The console's page for the limits (under /provider). */
export const QUEUE_LIMITS_PATH = 'queue-limits';
type Limits = { limits: Record<WaitingQueue, number> };

/** The operators' limits for every queue, for the 대기 시간 columns of the console's lists. */
export function WaitingLimitsProvider({ children }: { children: ReactNode }) {
  const { data } = useApiQuery<Limits>(PATH, undefined, { staleTime: 60_000 });
  return <WaitingLimitsContext.Provider value={data?.limits ?? {}}>{children}</WaitingLimitsContext.Provider>;
}

/** One queue's limit: the hours typed, saved for every operator. */
function QueueLimitRow({ queue, hours }: { queue: WaitingQueue; hours: number }) {
  const apiFetch = useApiFetch();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [typed, setTyped] = useState(String(hours));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const label = WAITING_QUEUE_LABELS[queue];
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const answer = await apiFetch<Limits>(`${PATH}/${queue}`, {
        method: 'PUT',
        body: { hours: typed.trim() === '' ? null : Number(typed) },
      });
      queryClient.setQueryData(apiQueryKey(PATH), answer);
      notify(`${label} 대기 기준을 ${answer.limits[queue]}시간으로 저장했습니다.`, { type: 'success' });
    } catch (failure) {
      setError(fieldErrorsOf(failure).hours ?? messageOf(failure, '저장하지 못했습니다.'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
    >
      <TextField
        label={`${label} (시간)`}
        type="number"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? `1~${QUEUE_LIMIT_MAX_HOURS}시간`}
        slotProps={{ htmlInput: { min: 1, max: QUEUE_LIMIT_MAX_HOURS, step: 1, inputMode: 'numeric' } }}
        sx={{ width: 240 }}
      />
      <Button type="submit" variant="outlined" disabled={saving || typed === String(hours)} sx={{ mt: 1 }}>
        {saving ? '저장 중…' : '저장'}
      </Button>
    </Box>
  );
}

/** 대기 기준: how long a row may wait in each queue before its 대기 시간 shows as late. */
export function QueueLimitsPage() {
  const { data, error, isPending, refetch } = useApiQuery<Limits>(PATH);
  return (
    <Stack spacing={2} sx={{ py: 2, maxWidth: 720 }}>
      <PageHeading>대기 기준</PageHeading>
      <Typography color="text.secondary">
        대기 중인 건이 이 시간보다 오래 기다리면 목록의 대기 시간이 빨간색으로 표시됩니다. 모든 운영자에게
        같은 기준이 적용됩니다.
      </Typography>
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              다시 시도
            </Button>
          }
        >
          {messageOf(error, '대기 기준을 불러오지 못했습니다.')}
        </Alert>
      ) : isPending || !data ? (
        <Typography role="status">불러오는 중…</Typography>
      ) : (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Stack spacing={2}>
            {WAITING_QUEUES.map((queue) => (
              <QueueLimitRow
                key={`${queue}-${data.limits[queue]}`}
                queue={queue}
                hours={data.limits[queue]}
              />
            ))}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
