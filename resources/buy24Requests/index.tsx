import { buyRequestRecord, type BuyRequestRecord } from '../../schemas/buy24';
import { defineResource } from '../_generated';
import { RequestDetail } from './RequestDetail';

/**
 * 구매 요청 (/buy24/v1/admin/buy-requests): the list of the top menu's 구매24 with its filters (상태,
 * 부서, 요청자, 요청일 with the date shortcuts, 제목 검색) and xlsx export, all from the record schema.
 * A request is filed on the request form (buy24/edit) and read on its own page (comments, files).
 */
export const buy24Requests = defineResource<BuyRequestRecord>({
  name: 'buy24Requests',
  apiPath: '/buy24/v1/admin/buy-requests',
  label: '구매 요청',
  listPath: 'buy24/list',
  record: buyRequestRecord,
  search: '제목 검색',
  sort: { field: 'createdAt', order: 'DESC' },
  recordRepresentation: 'title',
  // The server deletes requests in one batch call (DELETE ?ids=), which the request page offers.
  bulkDelete: false,
  views: { show: RequestDetail },
});
