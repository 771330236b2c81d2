import { seoulDateTime } from '../../lib/seoulTime';
import { providerJobRecord, type ProviderJobRecord } from '../../schemas/jobs';
import { defineResource } from '../_generated';
import { RetryJobButton } from './RetryJobButton';
import { JOB_TEXT } from './strings';

const timeColumn = (source: 'runAt' | 'createdAt' | 'finishedAt') => ({
  render: (record: ProviderJobRecord) => seoulDateTime(record[source], { seconds: true }),
  text: (record: ProviderJobRecord) => seoulDateTime(record[source], { seconds: true }),
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
