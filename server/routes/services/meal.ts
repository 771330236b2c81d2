import {
  mealBranchParams,
  mealBranchResponse,
  mealIssueBody,
  mealIssueResponse,
  mealTicketDetail,
  mealTicketParams,
  mealTicketUpdateBody,
} from '../../../schemas/mealTickets';
import { call, defineRoutes } from '../../api/defineRoutes';
import {
  issueMealTickets,
  mealBranch,
  mealTicketDetail as ticketDetail,
  updateMealTicket,
} from '../../services/serviceApply/mealTickets';

/** 식권24's running service (designed, README "서비스 신청"): tickets for members of a workspace. */
export const mealTicketRoutes = defineRoutes('meal-tickets', {
  'GET /homepage/v2/meal24/{serviceEncrypted}/branches/{branchEncrypted}': call({
    access: 'administrator',
    summary: '식권 발급: 사업장 구성원과 발급한 식권',
    params: mealBranchParams,
    response: mealBranchResponse,
    failures: [409],
    handler: (c) => mealBranch(c.ctx, c.session, c.params.serviceEncrypted, c.params.branchEncrypted),
  }),
  'POST /homepage/v2/meal24/{serviceEncrypted}/branches/{branchEncrypted}/tickets': call({
    access: 'administrator',
    summary: '식권 발급 (구성원별, 사용 중인 식권은 중지 후 새로 발급)',
    params: mealBranchParams,
    body: mealIssueBody,
    response: mealIssueResponse,
    failures: [409],
    audit: { target: 'meal-ticket' },
    handler: (c) =>
      issueMealTickets(c.ctx, c.session, c.params.serviceEncrypted, c.params.branchEncrypted, c.body),
  }),
  'GET /homepage/v2/meal24/tickets/{mealTicketEncrypted}': call({
    access: 'administrator',
    summary: '식권 사용 내역',
    params: mealTicketParams,
    response: mealTicketDetail,
    handler: (c) => ticketDetail(c.ctx, c.session, c.params.mealTicketEncrypted),
  }),
  'PUT /homepage/v2/meal24/tickets/{mealTicketEncrypted}': call({
    access: 'administrator',
    summary: '식권 수정 (금액, 하루 사용 횟수, 종료일, 사용 중지)',
    params: mealTicketParams,
    body: mealTicketUpdateBody,
    response: mealTicketDetail,
    audit: { target: 'meal-ticket' },
    handler: (c) => updateMealTicket(c.ctx, c.session, c.params.mealTicketEncrypted, c.body),
  }),
});
