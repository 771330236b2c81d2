import type { ReactNode } from 'react';
import { Box, Skeleton, Stack } from '@mui/material';

export type SkeletonShape = 'list' | 'card' | 'table';

export interface SkeletonLoadingProps {
  /** While true the skeleton shows; afterwards the children. */
  loading: boolean;
  children?: ReactNode;
  shape?: SkeletonShape;
  /** List rows, table rows or cards (default 3). */
  count?: number;
  /** What a screen reader hears while it waits (default 불러오는 중입니다). */
  label?: string;
}

/** Grey placeholders in the shape of the content to come, so the page does not jump when it arrives. */
export function SkeletonLoading({
  loading,
  children,
  shape = 'list',
  count = 3,
  label = '불러오는 중입니다',
}: SkeletonLoadingProps) {
  if (!loading) return <>{children}</>;
  const rows = Array.from({ length: count }, (_, index) => index);
  return (
    <Box role="status" aria-live="polite" aria-busy="true" aria-label={label} data-testid="skeleton-loading">
      {shape === 'card' ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
          {rows.map((row) => (
            <Box key={row}>
              <Skeleton variant="rounded" height={120} />
              <Skeleton width="80%" sx={{ mt: 1 }} />
              <Skeleton width="50%" />
            </Box>
          ))}
        </Box>
      ) : shape === 'table' ? (
        <Stack spacing={1}>
          <Skeleton variant="rectangular" height={40} />
          {rows.map((row) => (
            <Skeleton key={row} variant="rectangular" height={32} />
          ))}
        </Stack>
      ) : (
        <Stack spacing={2}>
          {rows.map((row) => (
            <Stack key={row} direction="row" spacing={2} alignItems="center">
              <Skeleton variant="circular" width={40} height={40} />
              <Box sx={{ flex: 1 }}>
                <Skeleton width="60%" />
                <Skeleton width="90%" />
              </Box>
            </Stack>
          ))}
        </Stack>
      )}
    </Box>
  );
}
