import type { MemberRecord } from '../../../schemas/members';
import type { CrudService } from '../../api/defineRoutes';
import { listMembers, type MemberListRequest } from './memberList';
import { createMember, deleteMember, getMember, updateMember, type MemberBody } from './members';

/** member/list as the route layer's CRUD preset calls it. */
export const memberService: CrudService<MemberRecord, MemberBody> = {
  list: (ctx, auth, list) => listMembers(ctx, auth.companyId, list as MemberListRequest),
  get: getMember,
  create: createMember,
  update: updateMember,
  remove: deleteMember,
};
