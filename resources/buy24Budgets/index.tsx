import { budgetRecord, type BudgetRecord } from '../../schemas/buy24Orders';
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
});
