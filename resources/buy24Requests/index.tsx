import { buyRequestInput, buyRequestRecord, type BuyRequestRecord } from '../../schemas/buy24';
import { defineResource } from '../_generated';
import { RequestDetail } from './RequestDetail';
import { RequestCreate, RequestEdit } from './RequestForm';
import { BUY_REQUEST_TEXT } from './strings';

/**
 * 구매 요청 (/buy24/v1/admin/buy-requests): the list of the top menu's 구매24 with its filters (상태,
 * 부서, 요청자, 요청일 with the date shortcuts, 제목 검색) and xlsx export, all from the record schema.
 * Every member of a company using 구매24 files requests, so the list (and its empty state) offers
 * 구매 요청하기, the request form at buy24/edit; a request is read on its own page (comments, files),
 * which leads its requester to buy24/edit/:id while it may still be changed.
 */
export const buy24Requests = defineResource<BuyRequestRecord>({
  name: 'buy24Requests',
  apiPath: '/buy24/v1/admin/buy-requests',
  label: '구매 요청',
  listPath: 'buy24/list',
  createPath: 'buy24/edit',
  createLabel: BUY_REQUEST_TEXT.create,
  record: buyRequestRecord,
  input: buyRequestInput,
  search: '제목 검색',
  sort: { field: 'createdAt', order: 'DESC' },
  recordRepresentation: 'title',
  // The server deletes requests in one batch call (DELETE ?ids=), which the request page offers.
  bulkDelete: false,
  // Rows open the request page: editing is for its requester in 요청 state only, from that page.
  views: { show: RequestDetail, create: RequestCreate, edit: false },
  routes: [{ path: 'buy24/edit/:id', element: <RequestEdit /> }],
});
