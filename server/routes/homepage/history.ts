import { historyParams, revertInput, revertResult, revisionRecord } from '../../../schemas/history';
import { call, defineRoutes, listCall } from '../../api/defineRoutes';
import { revertTo, revisionsOf } from '../../api/history';
import { revisionList } from '../../services/history';

/** The 되돌림 records itself: the edit call it runs writes the audit row in its own transaction. */
const RECORDED_BY_EDIT = '되돌림은 실행한 수정 호출이 같은 트랜잭션에서 감사 기록(되돌림)을 남깁니다.';
const KIND_NOTE = '{kind}: 목록 API 경로의 마지막 부분(members, groups, buy-requests …), {id}: 암호화된 id';

/**
 * 변경 이력 of one record and 이 시점으로 되돌리기, in both consoles (server/api/history.ts). Every
 * member may ask; the record's own read call decides who sees it (its access, company and rules), and
 * its own edit call who may revert it.
 */
export const historyRoutes = defineRoutes('history', {
  'GET /homepage/v2/history/{kind}/{id}': listCall({
    access: 'member',
    summary: `한 항목의 변경 이력 (최신순; 그 항목의 조회 권한을 따름; ${KIND_NOTE})`,
    params: historyParams,
    list: revisionList,
    record: revisionRecord,
    handler: (c, list) => revisionsOf(c as never, 'company', list),
  }),
  'POST /homepage/v2/history/{kind}/{id}/revert': call({
    access: 'member',
    summary: `이 시점으로 되돌리기 (그 항목의 수정 호출과 같은 규칙; dryRun: 바뀔 내용만; ${KIND_NOTE})`,
    params: historyParams,
    body: revertInput,
    response: revertResult,
    failures: [403, 404, 409],
    audit: { skip: RECORDED_BY_EDIT },
    handler: (c) => revertTo(c as never, 'company', c.body),
  }),
  'GET /provider/v1/history/{kind}/{id}': listCall({
    access: 'provider',
    summary: `운영 콘솔: 한 항목의 변경 이력 (모든 회사; 최신순; ${KIND_NOTE})`,
    params: historyParams,
    list: revisionList,
    record: revisionRecord,
    handler: (c, list) => revisionsOf(c as never, 'provider', list),
  }),
  'POST /provider/v1/history/{kind}/{id}/revert': call({
    access: 'provider',
    summary: `운영 콘솔: 이 시점으로 되돌리기 (그 항목의 수정 호출과 같은 규칙; dryRun: 바뀔 내용만; ${KIND_NOTE})`,
    params: historyParams,
    body: revertInput,
    response: revertResult,
    failures: [404, 409],
    audit: { skip: RECORDED_BY_EDIT },
    handler: (c) => revertTo(c as never, 'provider', c.body),
  }),
});
