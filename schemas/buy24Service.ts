import { z } from 'zod';
import { field } from './meta';
import { serviceStatus } from './services';
import { text } from './text';

/** 구매24 service state, preferences, what the caller may do, departments and exclusions. */
export const BRANDED_BUYER_NO_BUY24 = '브랜드 바이어 회사는 구매24 대신 오피스24를 이용합니다.';

/** 주문·예산 현황 and its lists are the approvers' (administrators and buy-request authority). */
export const BUY24_APPROVERS_ONLY =
  '주문·예산 현황은 구매 승인 권한이 있는 분(회사 관리자 또는 구매 요청 승인 권한자)을 위한 화면입니다. 내 구매 요청은 구매 요청 목록에서 확인할 수 있습니다.';

export const buy24State = z
  .object({
    serviceId: z.string().nullable(),
    status: serviceStatus.nullable(),
    startedAt: z.string().nullable(),
    /** Requests per status, for the dashboard. */
    counts: z.record(z.string(), z.number().int()),
  })
  .meta({ id: 'Buy24State' });

export const buy24Workspace = z
  .object({
    branches: z.array(z.object({ id: z.string(), name: z.string(), address: z.string() })),
    myBranchId: z.string().nullable(),
  })
  .meta({ id: 'Buy24Workspace' });

export const buy24Preference = z
  .object({
    /** Approvers get a message when a department has used this share of its month's budget. */
    budgetAlertPercent: field(
      z
        .number()
        .int()
        .min(50, '알림 기준은 50% 이상이어야 합니다.')
        .max(100, '알림 기준은 100% 이하여야 합니다.'),
      { label: '예산 알림 기준(%)', input: 'number' },
    ),
    /** An approver may order beyond the remaining budget (otherwise it is always refused). */
    allowBudgetOverride: field(z.boolean(), { label: '예산 초과 주문 허용', input: 'boolean' }),
    deliveryNote: field(text({ max: 200, multiline: true, label: '배송 메모' }), {
      label: '배송 메모',
      input: 'textarea',
    }),
  })
  .meta({ id: 'Buy24Preference' });
export type Buy24Preference = z.infer<typeof buy24Preference>;

export const buy24PreferenceBody = buy24Preference
  .extend({ serviceId: text({ max: 200 }) })
  .meta({ id: 'Buy24PreferenceBody' });

export const buy24Auth = z
  .object({
    canRequest: z.boolean(),
    /** Approves any request and orders (administrator or buy-request authority). */
    canApprove: z.boolean(),
    canManageExclusions: z.boolean(),
    /** Requests of these departments and members this member reviews (office order reviewers). */
    reviewDepartmentIds: z.array(z.string()),
    reviewMemberIds: z.array(z.string()),
    isBudgetAlertEnabled: z.boolean(),
  })
  .meta({ id: 'Buy24Auth' });
export type Buy24Auth = z.infer<typeof buy24Auth>;

export const buy24Department = z
  .object({
    id: z.string(),
    name: z.string(),
    parentId: z.string().nullable(),
    memberCount: z.number().int(),
    /** This month's budget in Seoul, when one is set. */
    budget: z.number().int().nullable(),
    spent: z.number().int(),
  })
  .meta({ id: 'Buy24Department' });

export const exclusionCategory = z
  .object({
    id: z.string(),
    name: z.string(),
    parentId: z.string().nullable(),
    excluded: z.boolean(),
    itemCount: z.number().int(),
  })
  .meta({ id: 'BuyExclusionCategory' });

export const exclusionItem = z
  .object({
    id: z.string(),
    categoryId: z.string(),
    name: z.string(),
    unitPrice: z.number().int(),
    excluded: z.boolean(),
  })
  .meta({ id: 'BuyExclusionItem' });

const idText = text({ max: 200 });
/** Empty: the whole company; otherwise one branch (workspace). */
const branchId = idText.nullable().default(null);

export const exclusionQuery = z.object({
  branchId: idText.optional(),
  categoryId: idText.optional(),
});

export const exclusionCategoryBody = z
  .object({ branchId, categoryIds: z.array(idText).max(1000, '분류는 1,000개까지 선택할 수 있습니다.') })
  .meta({ id: 'BuyExclusionCategoryBody' });

export const exclusionItemBody = z
  .object({
    branchId,
    categoryId: idText,
    itemIds: z.array(idText).max(1000, '품목은 1,000개까지 선택할 수 있습니다.'),
  })
  .meta({ id: 'BuyExclusionItemBody' });

export const exclusionBranch = z
  .object({
    id: z.string().nullable(),
    name: z.string(),
    excludedCategories: z.number().int(),
    excludedItems: z.number().int(),
  })
  .meta({ id: 'BuyExclusionBranch' });
