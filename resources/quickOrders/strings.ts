import type { QuickOrderStatus } from '../../schemas/quick/order';

export const QUICK_QUEUE_TEXT = {
  label: '퀵 주문',
  search: '주문번호, 이름, 휴대폰 번호 검색',
  action: '처리',
  /** The button that takes an order to each status. */
  actions: {
    RECEIVED: '접수',
    DISPATCHED: '기사 배정',
    PICKED_UP: '픽업 완료',
    DELIVERED: '배송 완료',
  } satisfies Record<QuickOrderStatus, string>,
  advanced: (orderNo: string, status: string) => `${orderNo}: '${status}'(으)로 바꿨습니다.`,
  failed: '상태를 바꾸지 못했습니다. 잠시 후 다시 시도해주세요.',
  route: '구간',
} as const;
