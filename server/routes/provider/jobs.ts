import { providerJobRecord } from '../../../schemas/jobs';
import { call, defineRoutes, listCall } from '../../api/defineRoutes';
import { jobList, listJobs, retryJob } from '../../services/providerJobs';

/** The provider console's view of the job queue: every company's jobs, and retrying a failed one. */
export const providerJobRoutes = defineRoutes('provider', {
  'GET /provider/v1/jobs': listCall({
    access: 'provider',
    summary: '작업 큐 (대기, 실행 중, 완료, 실패)',
    list: jobList,
    record: providerJobRecord,
    handler: (c, list) => listJobs(c.ctx, list),
  }),
  'POST /provider/v1/jobs/{id}/retry': call({
    access: 'provider',
    summary: '실패한 작업 다시 실행',
    ids: { id: 'job' },
    response: providerJobRecord,
    failures: [409],
    audit: { target: 'job' },
    handler: (c) => retryJob(c.ctx, c.ids.id!),
  }),
});
