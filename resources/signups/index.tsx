import { seoulDateTime } from '../../lib/seoulTime';
import { signupRecord, type SignupRecord } from '../../schemas/signup';
import CheckIcon from '@mui/icons-material/Check';
import { BulkCallButton, defineResource } from '../_generated';
import { ReviewButtons } from './ReviewButtons';
import { SIGNUP_REVIEW_TEXT } from './strings';

/** Provider console: companies that signed themselves up, waiting for approval or decided. */
export const signups = defineResource<SignupRecord>({
  name: 'signups',
  apiPath: '/provider/v1/signups',
  label: SIGNUP_REVIEW_TEXT.label,
  listPath: 'signup/list',
  record: signupRecord,
  search: SIGNUP_REVIEW_TEXT.search,
  sort: { field: 'createdAt', order: 'DESC' },
  filterDefaultValues: () => ({ status: 'PENDING' }),
  waiting: { filter: { status: 'PENDING' }, label: '심사 대기', limitHours: 24 },
  columns: {
    createdAt: { render: (r) => seoulDateTime(r.createdAt), text: (r) => seoulDateTime(r.createdAt) },
  },
  extraColumns: [
    {
      source: 'review',
      label: SIGNUP_REVIEW_TEXT.actions,
      render: (record) => <ReviewButtons record={record} />,
    },
  ],
  // Several waiting sign-ups approved in one action, each in its own transaction.
  bulkActions: (
    <BulkCallButton
      action={SIGNUP_REVIEW_TEXT.approve}
      step="approve"
      consequence={SIGNUP_REVIEW_TEXT.bulkApproveConsequence}
      nameOf={(record) => String(record.companyName)}
      icon={<CheckIcon />}
    />
  ),
  views: { edit: false, create: false },
});
