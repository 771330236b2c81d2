import type { AuthProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { isAdministrator } from '../../authProvider/memberRules';
import type { GateMember } from '../../authProvider/permissions';
import { buildAdministrator, buildMember } from '../../authProvider/permissions.testing';
import { withResourceAccess } from './access';

const providerFor = (member: GateMember, gate: (resource: string) => boolean = () => true) =>
  withResourceAccess(
    {
      login: async () => undefined,
      logout: async () => undefined,
      checkAuth: async () => undefined,
      checkError: async () => undefined,
      getPermissions: async () => member,
      canAccess: async ({ resource }: { resource: string; action?: string }) => gate(resource),
    } satisfies AuthProvider & { getPermissions: () => Promise<GateMember> },
    [
      { name: 'members', listPath: 'member/list', canWrite: isAdministrator },
      {
        name: 'managers',
        listPath: 'manager/list',
        canRead: (m) => isAdministrator(m) || m.hasManagerAuthority,
        canWrite: isAdministrator,
      },
      { name: 'anniversaries', listPath: 'anniversary/list', canWrite: () => false },
    ],
  );

describe('resource access rules', () => {
  it('lets an administrator write and a plain member only read', async () => {
    const admin = providerFor(buildAdministrator());
    const member = providerFor(buildMember());
    for (const action of ['create', 'edit', 'delete', 'import']) {
      expect(await admin.canAccess({ resource: 'members', action })).toBe(true);
      expect(await member.canAccess({ resource: 'members', action })).toBe(false);
    }
    expect(await member.canAccess({ resource: 'members', action: 'list' })).toBe(true);
    expect(await member.canAccess({ resource: 'members', action: 'show' })).toBe(true);
  });

  it('applies the menu page gate of the list path to the resource itself', async () => {
    const gated = providerFor(buildMember(), (resource) => resource !== 'manager/list');
    expect(await gated.canAccess({ resource: 'managers', action: 'list' })).toBe(false);
    expect(await gated.canAccess({ resource: 'members', action: 'list' })).toBe(true);
  });

  it("refuses every action on a resource whose definition's read gate refuses the member", async () => {
    const member = providerFor(buildMember());
    for (const action of ['list', 'show', 'edit', 'delete']) {
      expect(await member.canAccess({ resource: 'managers', action })).toBe(false);
    }
    const manager = providerFor(buildMember({ hasManagerAuthority: true }));
    expect(await manager.canAccess({ resource: 'managers', action: 'list' })).toBe(true);
    // Reading does not grant writing: the write rule still applies on top.
    expect(await manager.canAccess({ resource: 'managers', action: 'delete' })).toBe(false);
  });

  it('keeps a read-only resource read-only, even for an administrator', async () => {
    expect(
      await providerFor(buildAdministrator()).canAccess({ resource: 'anniversaries', action: 'delete' }),
    ).toBe(false);
  });
});
