import type { GroupRecord } from '../../schemas/groups';

/** One department in the chart, with its sub-departments. */
export interface GroupNode {
  group: GroupRecord;
  children: GroupNode[];
  depth: number;
  /** Members of this department and every department below it. */
  total: number;
}

const bySortThenName = (a: GroupRecord, b: GroupRecord) =>
  a.sort - b.sort || a.name.localeCompare(b.name, 'ko');

/**
 * The organisation chart from the flat list. A department whose parent is missing (or that sits in a
 * loop of parents, which the server should never produce) is shown at the top level rather than lost.
 */
export function buildTree(groups: readonly GroupRecord[]): GroupNode[] {
  const ids = new Set(groups.map((group) => group.id));
  const childrenOf = new Map<string | null, GroupRecord[]>();
  for (const group of groups) {
    const parent =
      group.parentId !== null && ids.has(group.parentId) && group.parentId !== group.id
        ? group.parentId
        : null;
    const siblings = childrenOf.get(parent) ?? [];
    siblings.push(group);
    childrenOf.set(parent, siblings);
  }
  const placed = new Set<string>();
  const build = (group: GroupRecord, depth: number): GroupNode => {
    placed.add(group.id);
    const children = (childrenOf.get(group.id) ?? [])
      .filter((child) => !placed.has(child.id))
      .sort(bySortThenName)
      .map((child) => build(child, depth + 1));
    return {
      group,
      children,
      depth,
      total: group.memberCount + children.reduce((sum, child) => sum + child.total, 0),
    };
  };
  const roots = [...(childrenOf.get(null) ?? [])].sort(bySortThenName).map((group) => build(group, 0));
  const stranded = groups.filter((group) => !placed.has(group.id)).sort(bySortThenName);
  for (const group of stranded) if (!placed.has(group.id)) roots.push(build(group, 0));
  return roots;
}

/** The department and every department below it: where it may not be moved to. */
export function subtreeIds(groups: readonly GroupRecord[], id: string): Set<string> {
  const inside = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const group of groups) {
      if (group.parentId !== null && inside.has(group.parentId) && !inside.has(group.id)) {
        inside.add(group.id);
        grew = true;
      }
    }
  }
  return inside;
}

/** Whether `id` may move under `parentId` (null: the top level). */
export function canMoveTo(groups: readonly GroupRecord[], id: string, parentId: string | null): boolean {
  return parentId === null || !subtreeIds(groups, id).has(parentId);
}

/** The sort value that places a department last among the children of `parentId`. */
export function lastSort(groups: readonly GroupRecord[], parentId: string | null, movingId?: string): number {
  const siblings = groups.filter((group) => group.parentId === parentId && group.id !== movingId);
  // groupMoveBody caps sort at 100,000.
  return siblings.length === 0 ? 0 : Math.min(100_000, Math.max(...siblings.map((group) => group.sort)) + 1);
}

/** The chart in reading order (depth-first), for the move dialog's list of targets. */
export function flatten(nodes: readonly GroupNode[]): GroupNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}
