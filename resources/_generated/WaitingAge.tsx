import { createContext, useContext } from 'react';
import Typography from '@mui/material/Typography';
import type { RaRecord } from 'react-admin';
import type { WaitingRows } from './types';

/**
 * The limits a console sets for its queues (hours a row may wait before it shows as late), by
 * resource name. The provider console provides the ones its operators set; without one, a queue
 * uses its definition's `limitHours`.
 */
export const WaitingLimitsContext = createContext<Record<string, number>>({});

const HOUR = 3_600_000;

/** True when the row is one of those the queue counts (every filter value equals the row's). */
export function isWaitingRow(waiting: WaitingRows, record: RaRecord): boolean {
  return Object.entries(waiting.filter).every(([key, value]) =>
    Array.isArray(value) ? value.includes(record[key]) : record[key] === value,
  );
}

/** How long, in the words the console uses: 45분, 3시간, 2일 5시간. */
export function waitedText(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 60) return `${minutes}분`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}시간`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days}일 ${hours % 24}시간` : `${days}일`;
}

/** 대기 시간 of a waiting row, in the error colour and marked in words once past the queue's limit. */
export function WaitingAge({
  resource,
  waiting,
  record,
  now = Date.now(),
}: {
  resource: string;
  waiting: WaitingRows;
  record: RaRecord;
  now?: number;
}) {
  const limits = useContext(WaitingLimitsContext);
  const since = record[waiting.since ?? 'createdAt'];
  if (!isWaitingRow(waiting, record) || typeof since !== 'string') return null;
  const waited = now - Date.parse(since);
  const limit = limits[resource] ?? waiting.limitHours;
  const late = limit !== undefined && waited > limit * HOUR;
  return (
    <Typography
      variant="body2"
      component="span"
      sx={{ whiteSpace: 'nowrap', ...(late ? { color: 'error.main', fontWeight: 700 } : {}) }}
    >
      {late ? `${waitedText(waited)} (기준 ${limit}시간 지남)` : waitedText(waited)}
    </Typography>
  );
}
