import * as schemas from '../../../schemas/members';
import { call, crud, defineRoutes } from '../../api/defineRoutes';
import { setAuthority } from '../../services/organisation/memberAuthority';
import { importMembers } from '../../services/organisation/memberImport';
import { memberList } from '../../services/organisation/memberList';
import { getMember } from '../../services/organisation/members';
import { memberService } from '../../services/organisation/memberService';

/** member/list: everyone reads; administrators write; a member edits their own profile (not department). */
export const memberRoutes = defineRoutes('members', {
  ...crud('/homepage/v2/members', {
    label: '구성원',
    kind: 'member',
    record: schemas.memberRecord,
    input: schemas.memberInput,
    list: memberList,
    access: { read: 'member', create: 'administrator', update: 'member', delete: 'administrator' },
    service: memberService,
  }),
  'PUT /homepage/v2/members/{id}/authority': call({
    access: 'administrator',
    summary: '역할과 권한 변경 (마스터 또는 관리자 권한)',
    ids: { id: 'member' },
    body: schemas.authorityInput,
    response: schemas.memberRecord,
    failures: [409],
    audit: { target: 'member', before: (c) => getMember(c.ctx, c.session, c.ids.id!) },
    handler: (c) => setAuthority(c.ctx, c.session, c.ids.id!, c.body),
  }),
  'POST /homepage/v2/members/import': call({
    access: 'administrator',
    summary: '구성원 일괄 등록 (모두 또는 하나도 없이; dryRun은 검사만)',
    body: schemas.memberImportBody,
    response: schemas.memberImportResponse,
    audit: { target: 'member-import' },
    handler: (c) => importMembers(c.ctx, c.session, c.body),
  }),
});
