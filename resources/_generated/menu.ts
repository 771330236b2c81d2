import { useGetList, useResourceDefinitions } from 'react-admin';
import type { GateMember, LeftMenuGroup } from '../../authProvider/permissions';
import type { ResourceMenu, WaitingRows } from './types';

/** A registered resource's left-menu entry: its definition's menu at its list path, with its read gate. */
export interface ResourceMenuEntry extends ResourceMenu {
  /** The resource's list path below the admin's base path. */
  path: string;
  /** The registered resource's name (its list call, for the waiting count). */
  resource?: string;
  canRead?: (member: GateMember) => boolean;
}

const GROUPS: ReadonlySet<LeftMenuGroup> = new Set(['members', 'payment', 'usage', 'support']);

function isMenuEntry(value: unknown): value is ResourceMenuEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<Record<keyof ResourceMenuEntry, unknown>>;
  return (
    typeof entry.path === 'string' &&
    typeof entry.label === 'string' &&
    typeof entry.group === 'string' &&
    GROUPS.has(entry.group as LeftMenuGroup) &&
    // A component: a function, or an object such as MUI's memoised icons.
    (typeof entry.icon === 'function' || (typeof entry.icon === 'object' && entry.icon !== null)) &&
    (entry.canRead === undefined || typeof entry.canRead === 'function')
  );
}

/**
 * The menu entries of the resources registered in this <Admin>, in registration order: the admin's
 * one resource list is the menu's source, so a new resource needs no menu code of its own.
 */
export function useResourceMenuEntries(): ResourceMenuEntry[] {
  const definitions = useResourceDefinitions();
  return Object.values(definitions)
    .map((definition): unknown => definition.options?.menu)
    .filter(isMenuEntry);
}

/** The dataProvider's path table (resource name -> API path) of a list of resources. */
export function apiPathsOf(resources: readonly { name: string; apiPath: string }[]): Record<string, string> {
  return Object.fromEntries(resources.map((resource) => [resource.name, resource.apiPath]));
}

/**
 * How many rows wait behind a menu entry that declares `waiting` (its list call's total under the
 * declared filter, one row asked for); undefined while unknown or for entries without it. Kept fresh
 * every minute, and at once after a change refreshes react-admin's queries.
 */
export function useWaitingCount(
  resource: string | undefined,
  waiting: WaitingRows | undefined,
): number | undefined {
  const { total } = useGetList(
    resource ?? '',
    { filter: waiting?.filter ?? {}, pagination: WAITING_PAGE },
    { enabled: Boolean(waiting && resource), refetchInterval: 60_000, retry: false },
  );
  return waiting ? total : undefined;
}

/** The one-row page a waiting count asks for: also how useLiveCounts finds these queries. */
export const WAITING_PAGE = { page: 1, perPage: 1 } as const;
