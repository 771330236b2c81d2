import { describe, expect, it } from 'vitest';
import { isAdministrator } from './memberRules';

const plain = { companyMemberRole: '멤버', hasMasterAuthority: false, hasAdminAuthority: false };

describe('isAdministrator', () => {
  it('is true for the 관리자 role or either of the two all-granting flags, and false otherwise', () => {
    expect(isAdministrator(plain)).toBe(false);
    expect(isAdministrator({ ...plain, companyMemberRole: '관리자' })).toBe(true);
    expect(isAdministrator({ ...plain, hasMasterAuthority: true })).toBe(true);
    expect(isAdministrator({ ...plain, hasAdminAuthority: true })).toBe(true);
  });
});
