import { buyBudgets, buyComments, buyOrderItems, buyOrders, buyRequests } from '../../db/schema';

/** The 구매24 id kinds that belong to a company (server/api/ownership.ts checks path ids by them). */
export const BUY24_OWNED = {
  buyRequest: { table: buyRequests, id: buyRequests.id, companyId: buyRequests.companyId },
  buyComment: { table: buyComments, id: buyComments.id, companyId: buyComments.companyId },
  buyOrder: { table: buyOrders, id: buyOrders.id, companyId: buyOrders.companyId },
  buyOrderItem: { table: buyOrderItems, id: buyOrderItems.id, companyId: buyOrderItems.companyId },
  budget: { table: buyBudgets, id: buyBudgets.id, companyId: buyBudgets.companyId },
};

export const BUY24_NOT_FOUND = {
  buyRequest: '구매 요청을 찾을 수 없습니다.',
  buyComment: '댓글을 찾을 수 없습니다.',
  buyOrder: '주문을 찾을 수 없습니다.',
  buyOrderItem: '주문 품목을 찾을 수 없습니다.',
  budget: '예산을 찾을 수 없습니다.',
  buyCategory: '분류를 찾을 수 없습니다.',
  buyItem: '품목을 찾을 수 없습니다.',
};
