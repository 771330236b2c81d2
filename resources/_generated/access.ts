import { useGetIdentity } from 'react-admin';
import type { AuthProvider } from 'react-admin';
import type { GateMember } from '../../authProvider/permissions';

/** react-admin actions that change data (its buttons and pages ask canAccess for these). */
export const WRITE_ACTIONS: ReadonlySet<string> = new Set(['create', 'edit', 'delete', 'clone', 'import']);

export interface AccessRule {
  name: string;
  /** The list's page, whose page gate applies too (absent: a list drawn only inside other pages). */
  listPath?: string;
  /** Reading at all (every action); absent: every member. */
  canRead?: (member: GateMember) => boolean;
  canWrite?: (member: GateMember) => boolean;
  /** The kit's spreadsheet import (action 'import'), when declared; otherwise `canWrite` decides. */
  canImport?: (member: GateMember) => boolean;
}

type MemberAuthProvider = AuthProvider & { getPermissions: () => Promise<GateMember | null> };

/**
 * The admin authProvider with each resource's rules added to canAccess, so react-admin's own create,
 * edit and delete buttons (and the bulk delete of DataTable) hide themselves for a member who may not
 * write, and its Create/Edit pages refuse them. Any action needs the definition's read gate
 * (manager/list is for administrators) and the page gate of its list path. The server enforces the
 * same rules: this only keeps the screens honest.
 */
export function withResourceAccess<P extends MemberAuthProvider>(
  provider: P,
  rules: readonly AccessRule[],
): P {
  const byName = new Map(rules.map((rule) => [rule.name, rule]));
  const baseCanAccess = provider.canAccess?.bind(provider);
  return {
    ...provider,
    async canAccess(params: Parameters<NonNullable<AuthProvider['canAccess']>>[0]) {
      if (baseCanAccess && !(await baseCanAccess(params))) return false;
      const rule = byName.get(params.resource);
      if (!rule) return true;
      if (rule.listPath && baseCanAccess && !(await baseCanAccess({ ...params, resource: rule.listPath })))
        return false;
      const write = WRITE_ACTIONS.has(params.action ?? '');
      const writeGate = params.action === 'import' && rule.canImport ? rule.canImport : rule.canWrite;
      const gates = [rule.canRead, write ? writeGate : undefined].filter((gate) => gate !== undefined);
      if (gates.length === 0) return true;
      const member = await provider.getPermissions();
      return member ? gates.every((gate) => gate(member)) : false;
    },
  };
}

function isGateMember(value: unknown): value is GateMember {
  return typeof value === 'object' && value !== null && 'companyMemberRole' in value;
}

/** The logged-in member of the portal identity (authProvider getIdentity), once loaded. */
export function useCurrentMember(): GateMember | undefined {
  const { identity } = useGetIdentity();
  const member: unknown = identity?.member;
  return isGateMember(member) ? member : undefined;
}
