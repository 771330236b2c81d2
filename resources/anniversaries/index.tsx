import CakeOutlined from '@mui/icons-material/CakeOutlined';
import { ReferenceInput, SelectInput } from 'react-admin';
import { anniversaryRecord } from '../../schemas/anniversaries';
import type { AnniversaryRecord } from '../../schemas/anniversaries';
import { KoreanSafeAutocompleteInput, defineResource, displayDate } from '../_generated';
import { thisMonth, yearChoices } from './month';
import { MonthSwitcher } from './MonthSwitcher';
import { ANNIVERSARY_TEXT } from './strings';

const MONTHS = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  name: ANNIVERSARY_TEXT.monthOption(index + 1),
}));

/** "3주년" for a work anniversary; a birthday's count of years is nobody's business. */
const yearsText = (record: AnniversaryRecord) =>
  record.kind === 'WORK' && record.years ? ANNIVERSARY_TEXT.years(record.years) : '';

/**
 * anniversary/list: birthdays (a lunar one on its solar date of the shown year) and work anniversaries
 * of one month, read-only. The server works the dates out; the list filters by year, month, kind,
 * department and name.
 */
export const anniversaries = defineResource<AnniversaryRecord>({
  name: 'anniversaries',
  apiPath: '/homepage/v2/anniversaries',
  label: ANNIVERSARY_TEXT.label,
  listPath: 'anniversary/list',
  menu: { label: ANNIVERSARY_TEXT.menu, icon: CakeOutlined, group: 'members' },
  record: anniversaryRecord,
  search: ANNIVERSARY_TEXT.search,
  sort: { field: 'date', order: 'ASC' },
  filterDefaultValues: () => ({ ...thisMonth() }),
  extraFilters: [
    <SelectInput
      key="year"
      source="year"
      label={ANNIVERSARY_TEXT.year}
      choices={yearChoices().map((year) => ({ id: year, name: ANNIVERSARY_TEXT.yearOption(year) }))}
      alwaysOn
    />,
    <SelectInput key="month" source="month" label={ANNIVERSARY_TEXT.month} choices={MONTHS} alwaysOn />,
    <ReferenceInput key="groupId" source="groupId" reference="groups" perPage={100} alwaysOn>
      <KoreanSafeAutocompleteInput label={ANNIVERSARY_TEXT.group} optionText="name" sx={{ minWidth: 200 }} />
    </ReferenceInput>,
  ],
  columns: {
    // What the member registered, e.g. a lunar birthday as it is on the lunar calendar.
    originalDate: {
      render: (record) => displayDate(record.originalDate),
      text: (record) => displayDate(record.originalDate),
    },
    years: { list: true, render: yearsText, text: yearsText },
  },
  listActions: <MonthSwitcher />,
  views: { show: false },
});
