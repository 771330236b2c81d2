import { describe, expect, it } from 'vitest';
import type { GroupRecord } from '../../schemas/groups';
import { buildTree, canMoveTo, flatten, lastSort, subtreeIds } from './tree';

const group = (id: string, parentId: string | null, sort = 0, memberCount = 0, name = id): GroupRecord => ({
  id,
  name,
  parentId,
  sort,
  memberCount,
});

const GROUPS = [
  group('dev', null, 1, 3, '개발본부'),
  group('web', 'dev', 1, 5, '웹개발팀'),
  group('app', 'dev', 0, 4, '앱개발팀'),
  group('ios', 'app', 0, 2, 'iOS파트'),
  group('biz', null, 0, 7, '경영지원본부'),
];

describe('organisation chart tree', () => {
  it('nests departments under their parents, ordered by sort then name', () => {
    const tree = buildTree(GROUPS);
    expect(tree.map((node) => node.group.id)).toEqual(['biz', 'dev']);
    expect(tree[1]?.children.map((node) => node.group.id)).toEqual(['app', 'web']);
    expect(flatten(tree).map((node) => `${node.depth}:${node.group.id}`)).toEqual([
      '0:biz',
      '0:dev',
      '1:app',
      '2:ios',
      '1:web',
    ]);
  });

  it('counts the members of a department together with every department below it', () => {
    const dev = buildTree(GROUPS).find((node) => node.group.id === 'dev');
    expect(dev?.group.memberCount).toBe(3);
    expect(dev?.total).toBe(3 + 5 + 4 + 2);
  });

  it('keeps a department whose parent is missing, or that is caught in a loop, at the top level', () => {
    const tree = buildTree([group('a', 'gone'), group('x', 'y'), group('y', 'x')]);
    expect(
      flatten(tree)
        .map((node) => node.group.id)
        .sort(),
    ).toEqual(['a', 'x', 'y']);
  });

  it('refuses a move under the department itself or one of its descendants', () => {
    expect([...subtreeIds(GROUPS, 'dev')].sort()).toEqual(['app', 'dev', 'ios', 'web']);
    expect(canMoveTo(GROUPS, 'dev', 'ios')).toBe(false);
    expect(canMoveTo(GROUPS, 'dev', 'dev')).toBe(false);
    expect(canMoveTo(GROUPS, 'ios', 'biz')).toBe(true);
    expect(canMoveTo(GROUPS, 'ios', null)).toBe(true);
  });

  it('places a moved department last among its new siblings', () => {
    expect(lastSort(GROUPS, 'dev')).toBe(2);
    expect(lastSort(GROUPS, 'ios')).toBe(0);
    expect(lastSort(GROUPS, null, 'biz')).toBe(2);
  });
});
