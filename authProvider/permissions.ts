import type { ClientMember } from './memberRules';

/**
 * Whether the member may open an admin resource/page (react-admin canAccess). `resource` is the admin
 * path below /pc/admin without the leading slash, e.g. "uses/payment" or "member/list".
 * PLACEHOLDER signature: the admin-shell work fills in the gates of spec 1 "Left menu entries".
 */
export function canAccessResource(member: ClientMember, resource: string): boolean {
  void member;
  void resource;
  return true;
}
