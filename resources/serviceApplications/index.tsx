import { seoulDateTime } from '../../lib/seoulTime';
import { applicationRecord, type ApplicationRecord } from '../../schemas/serviceApply';
import { defineResource } from '../_generated';
import { ReviewDialogButton } from './ReviewDialog';
import { APPLICATION_REVIEW_TEXT } from './strings';

/** Provider console: every company's service applications; open one to approve or reject it. */
export const serviceApplications = defineResource<ApplicationRecord>({
  name: 'serviceApplications',
  apiPath: '/provider/v1/service-applications',
  label: APPLICATION_REVIEW_TEXT.label,
  listPath: 'service-application/list',
  record: applicationRecord,
  search: APPLICATION_REVIEW_TEXT.search,
  sort: { field: 'submittedAt', order: 'DESC' },
  filterDefaultValues: () => ({ status: 'SUBMITTED' }),
  waiting: { filter: { status: 'SUBMITTED' }, label: '승인 대기', since: 'submittedAt', limitHours: 48 },
  columns: {
    submittedAt: { render: (r) => seoulDateTime(r.submittedAt), text: (r) => seoulDateTime(r.submittedAt) },
  },
  extraColumns: [
    {
      source: 'review',
      label: APPLICATION_REVIEW_TEXT.actions,
      render: (record) => <ReviewDialogButton record={record} />,
    },
  ],
  views: { show: false, edit: false, create: false },
});
