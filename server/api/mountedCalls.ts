import type { CallKey, Declaration } from './types';

/** One mounted call: its route table's tag (the audit target a write names by default) and declaration. */
export interface MountedCall {
  key: CallKey;
  tag: string;
  declaration: Declaration;
}

/**
 * Every call the server mounted, by key, in mount order (server/api/mount.ts fills it): the features
 * of the route layer that act through other calls (변경 이력's revisions and revert, history.ts) read
 * the declarations here instead of importing the registry, which imports them.
 */
const mounted = new Map<CallKey, MountedCall>();

export function recordMountedCall(call: MountedCall): void {
  mounted.set(call.key, call);
}

export const mountedCalls = (): ReadonlyMap<CallKey, MountedCall> => mounted;
