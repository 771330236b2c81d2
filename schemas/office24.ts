import { z } from 'zod';
import { orderStatus } from './buy24Orders';

/**
 * 오피스24 dashboard: the month's office-supplies orders of the company (the 구매24 order book),
 * spending against budget per workspace (사업장), and the latest orders. Amounts are whole won,
 * VAT included, as orders spend budgets.
 */
const won = z.number().int();

export const office24WorkspaceUse = z.object({
  /** The workspace's encrypted id; null for spending of departments without a workspace. */
  id: z.string().nullable().meta({ description: '사업장 (없으면 사업장 미지정)' }),
  name: z.string().meta({ description: '사업장 이름' }),
  budget: won.nullable().meta({ description: '이번 달 예산 합계 (예산이 없으면 null)' }),
  spent: won.meta({ description: '이번 달 사용액' }),
  orderCount: z.number().int().meta({ description: '이번 달 주문 수' }),
});
export type Office24WorkspaceUse = z.infer<typeof office24WorkspaceUse>;

export const office24LatestOrder = z.object({
  id: z.string(),
  orderNumber: z.string().meta({ description: '주문 번호' }),
  status: orderStatus,
  orderedByName: z.string().meta({ description: '주문자' }),
  itemCount: z.number().int().meta({ description: '품목 수' }),
  total: won.meta({ description: '합계 (부가세 포함)' }),
  createdAt: z.string().meta({ description: '주문 시각 (ISO)' }),
});
export type Office24LatestOrder = z.infer<typeof office24LatestOrder>;

export const office24Dashboard = z
  .object({
    month: z.string().meta({ description: '기준 월 (YYYY-MM, 서울)' }),
    orderCount: z.number().int().meta({ description: '이번 달 주문 수' }),
    supplyAmount: won.meta({ description: '이번 달 공급가액' }),
    vat: won.meta({ description: '이번 달 부가세' }),
    total: won.meta({ description: '이번 달 주문 금액 (부가세 포함)' }),
    budget: won.nullable().meta({ description: '이번 달 예산 합계 (예산이 없으면 null)' }),
    workspaces: z.array(office24WorkspaceUse),
    latestOrders: z.array(office24LatestOrder),
  })
  .meta({ id: 'Office24Dashboard' });
export type Office24Dashboard = z.infer<typeof office24Dashboard>;

/** How many latest orders the dashboard shows. */
export const OFFICE24_LATEST_ORDERS = 5;
/** The row of spending whose department sits in no workspace. */
export const OFFICE24_NO_WORKSPACE = '사업장 미지정';
