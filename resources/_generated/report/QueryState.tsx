import type { ReactNode } from 'react';
import { Alert, Box, Button, Paper, Skeleton, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { messageOf } from '../../../dataProviders/useApi';

/** The words of the three states; each area passes its own (the dashboard's and the usage pages'). */
export const STATE_TEXT = {
  loading: '불러오는 중입니다…',
  loadFailed: '정보를 불러오지 못했습니다.',
  retry: '다시 시도',
};

/** A query as the states read it (react-query's result fits). */
export interface StateQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** Skeletons under a polite status line while the data loads. */
export const Loading = ({ testId }: { testId?: string }) => (
  <Box role="status" aria-live="polite" sx={{ py: 2 }} data-testid={testId}>
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {STATE_TEXT.loading}
    </Typography>
    <Skeleton variant="rounded" height={48} sx={{ mb: 1 }} />
    <Skeleton variant="rounded" height={240} />
  </Box>
);

/** An empty answer's own sentence, in the place the figures would take. */
export const EmptyNote = ({ text, testId }: { text: string; testId?: string }) => (
  <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} data-testid={testId}>
    <Typography color="text.secondary">{text}</Typography>
  </Paper>
);

/**
 * Loading, a failure with 다시 시도, an empty answer with its own sentence, or the content: three
 * states that look and read differently. `testIdPrefix` names them (`<prefix>-loading`, `-error`, `-empty`).
 */
export function QueryState<T>({
  query,
  isEmpty,
  empty,
  children,
  testIdPrefix = 'uses',
}: {
  query: StateQuery<T>;
  isEmpty?: (data: T) => boolean;
  empty: string;
  children: (data: T) => ReactNode;
  testIdPrefix?: string;
}) {
  if (query.isError)
    return (
      <Alert
        severity="error"
        role="alert"
        data-testid={`${testIdPrefix}-error`}
        action={
          <Button color="inherit" startIcon={<RefreshIcon />} onClick={() => void query.refetch()}>
            {STATE_TEXT.retry}
          </Button>
        }
      >
        {messageOf(query.error, STATE_TEXT.loadFailed)}
      </Alert>
    );
  if (query.isPending || query.data === undefined) return <Loading testId={`${testIdPrefix}-loading`} />;
  if (isEmpty?.(query.data)) return <EmptyNote text={empty} testId={`${testIdPrefix}-empty`} />;
  return <>{children(query.data)}</>;
}
