import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import { isAdministrator } from '../../authProvider/memberRules';
import { quantityText } from '../../lib/quantity';
import { seoulDateTime } from '../../lib/seoulTime';
import {
  companyStockCheckRecord,
  stockCheckDetailRecord,
  WMS_COMPANY_PATH,
  type CompanyStockCheckRecord,
} from '../../schemas/wmsStock';
import { ApiChoiceFilter, defineResource, RecordCallButton } from '../_generated';
import { CHECK_TEXT } from './strings';

const CHECKS_PATH = `${WMS_COMPANY_PATH}/stock-checks`;

/** A line's difference as counted minus the system quantity (+2, -1, 0); none before it is counted. */
function differenceOf(line: Record<string, unknown>): string {
  const { countedQuantity, expectedQuantity, unit } = line as {
    countedQuantity: number | null;
    expectedQuantity: number;
    unit: string;
  };
  if (countedQuantity === null) return '-';
  const difference = countedQuantity - expectedQuantity;
  return `${difference > 0 ? '+' : ''}${quantityText(difference, unit)}`;
}

/**
 * 재고 조사 내역 (usage/stockCheck): the stock checks of the company's warehouses, for the
 * administrator of a company using the warehouse app; one check with its counted lines at
 * usage/stockCheck/:id, where a check finished today can be reopened for the workers to correct.
 */
export const stockChecks = defineResource<CompanyStockCheckRecord>({
  name: 'stockChecks',
  apiPath: CHECKS_PATH,
  label: CHECK_TEXT.label,
  listPath: 'usage/stockCheck',
  showPath: 'usage/stockCheck/:id',
  menu: { label: CHECK_TEXT.label, icon: FactCheckOutlined, group: 'usage' },
  canRead: (member) => isAdministrator(member) && member.wmsUse,
  record: companyStockCheckRecord,
  search: CHECK_TEXT.search,
  extraFilters: [
    <ApiChoiceFilter
      key="warehouseId"
      source="warehouseId"
      label={CHECK_TEXT.warehouse}
      choicesPath={`${WMS_COMPANY_PATH}/warehouses`}
      alwaysOn
    />,
  ],
  sort: { field: 'createdAt', order: 'DESC' },
  recordRepresentation: 'warehouseName',
  card: { primary: 'warehouseName', secondary: ['status', 'createdAt', 'progress'] },
  columns: {
    createdAt: { render: (row) => seoulDateTime(row.createdAt) },
    finishedAt: { render: (row) => (row.finishedAt ? seoulDateTime(row.finishedAt) : '-') },
    lineCount: { list: false },
    countedCount: { list: false },
  },
  extraColumns: [
    {
      source: 'progress',
      label: CHECK_TEXT.progress,
      after: 'finishedAt',
      render: (row) => CHECK_TEXT.progressOf(row.countedCount, row.lineCount),
      text: (row) => CHECK_TEXT.progressOf(row.countedCount, row.lineCount),
      exported: true,
    },
  ],
  showActions: (
    <RecordCallButton<CompanyStockCheckRecord>
      action={CHECK_TEXT.reopen}
      step="reopen"
      title={(row) => CHECK_TEXT.reopenTitle(row.warehouseName)}
      consequence={() => CHECK_TEXT.reopenConsequence}
      success={CHECK_TEXT.reopened}
      when={(row) => row.reopenable}
      icon={<LockOpenOutlined />}
    />
  ),
  lines: {
    source: 'details',
    label: CHECK_TEXT.lines,
    record: stockCheckDetailRecord,
    columns: {
      // Every quantity in the product's own unit (12박스).
      expectedQuantity: { text: (line) => quantityText(Number(line.expectedQuantity), String(line.unit)) },
      countedQuantity: {
        text: (line) =>
          line.countedQuantity === null
            ? CHECK_TEXT.notCounted
            : quantityText(Number(line.countedQuantity), String(line.unit)),
      },
    },
    extra: [{ label: CHECK_TEXT.difference, text: differenceOf, align: 'right' }],
    empty: CHECK_TEXT.noLines,
  },
});
