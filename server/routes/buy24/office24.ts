import { office24Dashboard } from '../../../schemas/office24';
import type { Access } from '../../api/access';
import { call, defineRoutes } from '../../api/defineRoutes';
import { office24Dashboard as dashboardOf } from '../../services/buy24/office24Dashboard';

/** Read like the 구매24 order and budget reports: administrators and members who approve purchases. */
const approver: Access = { service: 'office24', authority: 'hasBuyRequestAuthority' };

/** 오피스24: the office-supplies side of the purchase area, over the company's order book. */
export const office24Routes = defineRoutes('buy24', {
  'GET /homepage/v2/office24/dashboard': call({
    access: approver,
    summary: '오피스24 대시보드: 이번 달 주문 수·금액, 사업장별 예산 대비 사용액, 최근 주문',
    response: office24Dashboard,
    handler: (c) => dashboardOf(c.ctx, c.session),
  }),
});
