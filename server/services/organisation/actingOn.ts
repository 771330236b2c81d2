import type { SessionAuth } from '../../context';
import { forbidden } from '../../errors';

const MASTER_TARGET =
  '마스터 권한이 있는 구성원은 마스터 권한이 있는 관리자만 변경하거나 삭제할 수 있습니다.';
const ADMIN_TARGET =
  '관리자 권한이 있는 구성원은 마스터 또는 관리자 권한이 있는 관리자만 변경하거나 삭제할 수 있습니다.';

/** The flags of a member that decide who may act on them. */
export interface ActedOn {
  hasMasterAuthority: boolean;
  hasAdminAuthority: boolean;
}

/**
 * Who may act on whom, for every write on another member (profile update, authority, delete): a
 * master only by a master, an admin-authority member only by a master or admin-authority member.
 * The 관리자 role alone acts on plain members and other 관리자 only. Acting on oneself is the
 * caller's own business (the services refuse deleting oneself separately).
 */
export function assertMayActOn(actor: SessionAuth, targetId: number, target: ActedOn): void {
  if (targetId === actor.memberId) return;
  if (target.hasMasterAuthority && !actor.hasMasterAuthority) throw forbidden(MASTER_TARGET);
  if (target.hasAdminAuthority && !actor.hasMasterAuthority && !actor.hasAdminAuthority)
    throw forbidden(ADMIN_TARGET);
}
