/** A category tree and the moves the drag-and-drop sample allows; pure, so every move is testable. */
export interface TreeNode {
  id: string;
  label: string;
  children: readonly TreeNode[];
}

interface Place {
  parentId: string | null;
  index: number;
  node: TreeNode;
}

/** Where `id` sits: its parent (null at the top) and its index among its siblings. */
export function locate(tree: readonly TreeNode[], id: string, parentId: string | null = null): Place | null {
  for (const [index, node] of tree.entries()) {
    if (node.id === id) return { parentId, index, node };
    const inner = locate(node.children, id, node.id);
    if (inner) return inner;
  }
  return null;
}

function contains(node: TreeNode, id: string): boolean {
  return node.id === id || node.children.some((child) => contains(child, id));
}

function remove(tree: readonly TreeNode[], id: string): TreeNode[] {
  return tree
    .filter((node) => node.id !== id)
    .map((node) => ({ ...node, children: remove(node.children, id) }));
}

function insert(
  tree: readonly TreeNode[],
  parentId: string | null,
  index: number,
  item: TreeNode,
): TreeNode[] {
  if (parentId === null) return [...tree.slice(0, index), item, ...tree.slice(index)];
  return tree.map((node) =>
    node.id === parentId
      ? { ...node, children: [...node.children.slice(0, index), item, ...node.children.slice(index)] }
      : { ...node, children: insert(node.children, parentId, index, item) },
  );
}

/** `id` moved under `parentId` (null: top level) at `index`; unchanged if that would put it inside itself. */
export function moveTo(
  tree: readonly TreeNode[],
  id: string,
  parentId: string | null,
  index: number,
): readonly TreeNode[] {
  const place = locate(tree, id);
  if (!place) return tree;
  if (parentId !== null && contains(place.node, parentId)) return tree;
  const without = remove(tree, id);
  // Removing the node first shifts later siblings in the same list up by one.
  const adjusted = place.parentId === parentId && place.index < index ? index - 1 : index;
  return insert(without, parentId, adjusted, place.node);
}

/** Dropped on `targetId`: becomes its last child. */
export function moveInside(tree: readonly TreeNode[], id: string, targetId: string): readonly TreeNode[] {
  const target = locate(tree, targetId);
  return target ? moveTo(tree, id, targetId, target.node.children.length) : tree;
}

function siblingsOf(tree: readonly TreeNode[], parentId: string | null): readonly TreeNode[] {
  return parentId === null ? tree : (locate(tree, parentId)?.node.children ?? []);
}

/** One place up or down among its siblings. */
export function shift(tree: readonly TreeNode[], id: string, delta: -1 | 1): readonly TreeNode[] {
  const place = locate(tree, id);
  if (!place) return tree;
  const target = place.index + delta;
  if (target < 0 || target >= siblingsOf(tree, place.parentId).length) return tree;
  return moveTo(tree, id, place.parentId, delta === 1 ? target + 1 : target);
}

/** Becomes the last child of the sibling above it. */
export function indent(tree: readonly TreeNode[], id: string): readonly TreeNode[] {
  const place = locate(tree, id);
  if (!place || place.index === 0) return tree;
  const above = siblingsOf(tree, place.parentId)[place.index - 1];
  return above ? moveInside(tree, id, above.id) : tree;
}

/** Leaves its parent and comes right after it. */
export function outdent(tree: readonly TreeNode[], id: string): readonly TreeNode[] {
  const place = locate(tree, id);
  if (!place || place.parentId === null) return tree;
  const parent = locate(tree, place.parentId);
  return parent ? moveTo(tree, id, parent.parentId, parent.index + 1) : tree;
}
