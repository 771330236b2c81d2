import { providerJobRecord, type ProviderJobRecord } from '../../schemas/jobs';
import { defineResource } from '../_generated';
import { RetryJobButton } from './RetryJobButton';
import { JOB_TEXT } from './strings';

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** An instant as Seoul wall-clock time, "2026.03.02 09:00:05" (the queue stores UTC). */
export function seoulDateTime(iso: string | null): string {
  if (!iso) return '';
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return iso;
  const text = new Date(time + SEOUL_OFFSET_MS).toISOString();
  return `${text.slice(0, 10).replaceAll('-', '.')} ${text.slice(11, 19)}`;
}

const timeColumn = (source: 'runAt' | 'createdAt' | 'finishedAt') => ({
  render: (record: ProviderJobRecord) => seoulDateTime(record[source]),
  text: (record: ProviderJobRecord) => seoulDateTime(record[source]),
});

/** Provider console: the durable job queue (sends and scheduled work), failed jobs can be retried. */
export const jobs = defineResource<ProviderJobRecord>({
  name: 'jobs',
  apiPath: '/provider/v1/jobs',
  label: JOB_TEXT.label,
  listPath: 'job/list',
  record: providerJobRecord,
  search: JOB_TEXT.search,
  sort: { field: 'createdAt', order: 'DESC' },
  columns: {
    runAt: timeColumn('runAt'),
    createdAt: timeColumn('createdAt'),
    finishedAt: timeColumn('finishedAt'),
  },
  extraColumns: [
    { source: 'retry', label: JOB_TEXT.actions, render: (record) => <RetryJobButton record={record} /> },
  ],
  views: { show: false },
});
