import CakeOutlined from '@mui/icons-material/CakeOutlined';
import { ReferenceInput, SelectInput } from 'react-admin';
import { isAdministrator } from '../../authProvider/memberRules';
import {
  ANNIVERSARY_SHEET_COLUMNS,
  anniversaryRecord,
  anniversarySheetRow,
} from '../../schemas/anniversaries';
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
  // Read-only list worked out from members' dates: administrators fill those dates from a sheet.
  sheetImport: {
    label: '엑셀로 생일·입사일 등록',
    columns: ANNIVERSARY_SHEET_COLUMNS,
    row: anniversarySheetRow,
    call: '/sheet',
    lead: '양식에 구성원 이메일과 생일(숫자 8자리), 양력/음력, 입사일(숫자 8자리)을 한 행에 한 명씩 입력해 올려주세요. 빈 칸은 지금 값을 그대로 둡니다. 한 행이라도 틀리면 아무것도 저장되지 않습니다.',
    canImport: isAdministrator,
  },
  views: { show: false },
});
