import { z } from 'zod';
import { okResponse } from '../../../schemas/common';
import * as schemas from '../../../schemas/managers';
import { authorityInput } from '../../../schemas/members';
import { call, defineRoutes, listCall } from '../../api/defineRoutes';
import { sheetCall } from '../../api/sheetCall';
import { checkInviteSheet, sendInvitations } from '../../services/organisation/managerInviteSheet';
import type { Call } from '../../api/types';
import { acceptInvitation, readInvitation } from '../../services/organisation/managerSignup';
import * as managers from '../../services/organisation/managers';

// A manager id is an administrator (member id) or a pending invitation (invitation id).
const ids = { id: ['member', 'invitation'] } as const;
const managerId = (c: Pick<Call, 'ids' | 'idKinds'>) => ({ kind: c.idKinds.id!, id: c.ids.id! });
const before = {
  target: 'manager',
  before: (c: Call<never>) => managers.getManager(c.ctx, c.session, managerId(c)),
};
const tokenParams = z.object({ token: z.string().min(1).max(200) });

/** manager/list (administrators), and the invitee's public sign-up. */
export const managerRoutes = defineRoutes('managers', {
  'GET /homepage/v2/managers': listCall({
    access: 'administrator',
    summary: '관리자 목록 (관리자와 수락 대기 중인 초대)',
    list: managers.managerList,
    record: schemas.managerRecord,
    handler: (c, list) => managers.listManagers(c.ctx, c.session.companyId, list),
  }),
  'GET /homepage/v2/managers/{id}': call({
    access: 'administrator',
    summary: '관리자 또는 초대 하나',
    ids,
    response: schemas.managerRecord,
    handler: (c) => managers.getManager(c.ctx, c.session, managerId(c)),
  }),
  'POST /homepage/v2/managers': call({
    access: 'administrator',
    summary: '관리자 초대 (LMS로 가입 링크 발송, 7일 유효)',
    body: schemas.managerInviteBody,
    response: schemas.managerRecord,
    failures: [409],
    audit: { target: 'manager' },
    handler: (c) => managers.inviteManager(c.ctx, c.session, c.body),
  }),
  'POST /homepage/v2/managers/invite-sheet': sheetCall({
    access: 'administrator',
    summary: '관리자 여러 명 초대 (이메일, 휴대폰 번호, 권한 Y/N; 행마다 LMS 발송)',
    row: schemas.managerInviteRow,
    target: 'manager',
    check: (c, rows) => checkInviteSheet(c.ctx, rows),
    apply: (c, invites) => sendInvitations(c.ctx, c.session, invites),
  }),
  'PUT /homepage/v2/managers/{id}': call({
    access: 'administrator',
    summary: '관리자 권한 변경 (마스터 또는 관리자 권한)',
    ids,
    body: authorityInput,
    response: schemas.managerRecord,
    failures: [409],
    audit: before,
    handler: (c) => managers.updateManager(c.ctx, c.session, managerId(c), c.body),
  }),
  'DELETE /homepage/v2/managers/{id}': call({
    access: 'administrator',
    summary: '관리자 해제 (일반 구성원으로) 또는 초대 취소',
    ids,
    response: schemas.managerRecord,
    failures: [409],
    audit: before,
    handler: (c) => managers.deleteManager(c.ctx, c.session, managerId(c)),
  }),
  'GET /homepage/v2/manager-signup/{token}': call({
    access: 'public',
    summary: '관리자 초대 확인',
    params: tokenParams,
    rateLimit: 'auth',
    response: schemas.managerInvitation,
    failures: [404],
    handler: (c) => readInvitation(c.ctx, c.params.token),
  }),
  'POST /homepage/v2/manager-signup/{token}': call({
    access: 'public',
    summary: '관리자 초대 수락 (이름, 휴대폰 번호, 비밀번호 설정)',
    params: tokenParams,
    rateLimit: 'auth',
    body: schemas.managerSignupBody,
    response: okResponse,
    failures: [404, 409],
    audit: { target: 'manager' },
    handler: (c) => acceptInvitation(c.ctx, c.params.token, c.body),
  }),
});
