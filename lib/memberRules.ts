/**
 * Who is an administrator, written once: the browser's gates, the server's session check and the
 * server's SQL (the last-administrator rule, manager/list) all read these.
 */
export const ADMINISTRATOR_ROLE = '관리자';
export const MEMBER_ROLE = '멤버';

/** The two authority flags that grant everything an administrator may do. */
export const ADMINISTRATOR_FLAGS = ['hasMasterAuthority', 'hasAdminAuthority'] as const;

/** Every authority flag a member can hold (spec: member/list authority flags). */
export const AUTHORITY_FLAGS = [
  'hasMasterAuthority',
  'hasAdminAuthority',
  'hasBuyRequestAuthority',
  'hasCategoryItemAuthority',
  'hasManagerAuthority',
] as const;
export type AuthorityFlag = (typeof AUTHORITY_FLAGS)[number];

export interface RoleAndFlags {
  companyMemberRole: string;
  hasMasterAuthority: boolean;
  hasAdminAuthority: boolean;
}

/** The 관리자 role, or master or admin authority. */
export function isAdministrator(member: RoleAndFlags): boolean {
  return member.companyMemberRole === ADMINISTRATOR_ROLE || ADMINISTRATOR_FLAGS.some((flag) => member[flag]);
}
