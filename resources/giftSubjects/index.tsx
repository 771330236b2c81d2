import Typography from '@mui/material/Typography';
import { useListContext } from 'react-admin';
import { isAdministrator } from '../../authProvider/memberRules';
import { seoulLocaleText } from '../../lib/seoulTime';
import { subjectRecord, subjectUpdateBody } from '../../schemas/gift/subjects';
import type { SubjectRecord } from '../../schemas/gift/subjects';
import { defineResource } from '../_generated';
import { EditSubjectButton } from './EditSubjectButton';
import { SUBJECT_TEXT } from './strings';

const API_PATH = '/birth/v3/events/{eventId}/subjects';

/** A stored YYYYMMDD day ("20261129") as the Korean calendar date "2026. 11. 29."; other text as it is. */
const koreanDay = (value: string | null) =>
  value && /^\d{8}$/.test(value)
    ? seoulLocaleText(`${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`, 'date')
    : (value ?? '');

/** How many recipients the event has (under the current search and filter). */
function SubjectCount() {
  const { total } = useListContext();
  if (total === undefined) return null;
  return (
    <Typography variant="body2" sx={{ px: 2, py: 1 }}>
      {SUBJECT_TEXT.total(total)}
    </Typography>
  );
}

/**
 * An event's recipients (GET /birth/v3/events/{eventId}/subjects), drawn in the event's 대상자 section
 * with `<ResourceList resource={giftSubjects} filter={{ eventId }} />`: search by name or phone, the
 * 등록 경로 filter, 수정 on each row (name, phone, budget) and bulk delete of the checked rows. Adding
 * (members, a spreadsheet) stays in the section.
 */
export const giftSubjects = defineResource<SubjectRecord>({
  name: 'giftSubjects',
  apiPath: API_PATH,
  label: SUBJECT_TEXT.label,
  canRead: isAdministrator,
  canWrite: isAdministrator,
  record: subjectRecord,
  // The correction body of 수정; the generated create and edit pages are not used (no event in their address).
  input: subjectUpdateBody,
  search: SUBJECT_TEXT.search,
  sort: { field: 'name', order: 'ASC' },
  recordRepresentation: 'name',
  summary: SubjectCount,
  columns: {
    eventDate: {
      render: (subject) => koreanDay(subject.eventDate),
      text: (subject) => koreanDay(subject.eventDate),
    },
    nextDate: {
      render: (subject) => koreanDay(subject.nextDate),
      text: (subject) => koreanDay(subject.nextDate),
    },
  },
  extraColumns: [
    {
      source: 'actions',
      label: SUBJECT_TEXT.actions,
      render: (subject) => <EditSubjectButton subject={subject} apiPath={API_PATH} />,
    },
  ],
  card: { primary: 'name', secondary: ['cellPhone', 'nextDate', 'budget', 'actions'] },
  export: { extraFields: ['gender', 'lunar'] },
  views: { create: false, edit: false, show: false },
});
