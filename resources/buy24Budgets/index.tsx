import { BUDGET_SHEET_COLUMNS, budgetRecord, budgetRow, type BudgetRecord } from '../../schemas/buy24Orders';
import { defineResource } from '../_generated';

/** 구매24 예산 (/buy24/v1/admin/budgets): per department and month, with what orders spent. */
export const buy24Budgets = defineResource<BudgetRecord>({
  name: 'buy24Budgets',
  apiPath: '/buy24/v1/admin/budgets',
  label: '구매24 예산',
  listPath: 'buy24/budgets',
  record: budgetRecord,
  search: '부서 검색',
  sort: { field: 'month', order: 'DESC' },
  recordRepresentation: 'departmentName',
  bulkDelete: false,
  // Read-only list, written by sheet: a department's budget for a month is replaced by a new row.
  sheetImport: {
    columns: BUDGET_SHEET_COLUMNS,
    row: budgetRow,
    call: '/sheet',
    lead: '양식에 부서 이름(조직도와 같게), 월(예: 2026-11), 예산(원)을 한 행에 하나씩 입력해 올려주세요. 같은 부서와 월의 예산은 새 금액으로 바뀝니다. 한 행이라도 틀리면 아무것도 저장되지 않습니다.',
  },
  // Budgets are set by the sheet upload, no call writes one record: nothing to show as its history.
  history: false,
});
