/** Where a legacy screen went (routes.tsv "external -> ..."). */
export type LegacyTarget = 'portal' | 'oldSnack' | 'coffee' | 'help';

export interface LegacyRoute {
  /** Below /pc/admin, react-router syntax. */
  path: string;
  target: LegacyTarget;
  /** Korean page name for the tab title and the "moved" page. */
  name: string;
  /**
   * Has its own screen here (a registered resource or customPages/admin/payments), shown unless a
   * legacy portal is configured; the others keep the forward or the "moved" page.
   */
  ownScreen?: boolean;
}

const PAST_ORDER_SERVICES = ['snack', 'breakfast', 'birth', 'buy', 'quick', 'meal'] as const;

/** Every admin path that now lives on an outside site (spec 1 §2, routes.tsv). */
export const LEGACY_ROUTES: readonly LegacyRoute[] = [
  { path: 'orders/past/:year/:month', target: 'portal', name: '지난 주문 내역', ownScreen: true },
  ...PAST_ORDER_SERVICES.map((service) => ({
    path: `orders/past/${service}/:year/:month`,
    target: 'portal' as const,
    name: '지난 주문 내역',
    ownScreen: true,
  })),
  { path: 'notice/welfare', target: 'portal', name: '복지 게시판', ownScreen: true },
  { path: 'payment/subscription', target: 'portal', name: '자동 결제 관리', ownScreen: true },
  { path: 'payment/management', target: 'portal', name: '결제 수단 관리', ownScreen: true },
  { path: 'customer/notice', target: 'portal', name: '공지사항', ownScreen: true },
  { path: 'customer/cs', target: 'portal', name: '1:1 문의', ownScreen: true },
  { path: 'customer/help', target: 'help', name: '도움말' },
  { path: 'snack24/list', target: 'oldSnack', name: '스낵24 주문 내역' },
  { path: 'snack24Order/:serviceEncrypted', target: 'oldSnack', name: '스낵24 주문' },
  { path: 'coffee24/list', target: 'coffee', name: '커피24 이용 내역' },
];
