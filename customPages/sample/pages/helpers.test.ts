import { describe, expect, it } from 'vitest';
import { luhnValid } from '../../../lib/card';
import { csvCell, toCsv } from './csv';
import { expiryValid, maskCardNumber, maskExpiry, testGatewayDecision, TEST_CARDS } from './payment';
import { indent, moveInside, outdent, shift } from './tree';
import type { TreeNode } from './tree';

const leaf = (id: string): TreeNode => ({ id, label: id, children: [] });
const tree: readonly TreeNode[] = [{ id: 'a', label: 'a', children: [leaf('a1'), leaf('a2')] }, leaf('b')];
const shape = (nodes: readonly TreeNode[]): unknown =>
  nodes.map((n) => (n.children.length ? { [n.id]: shape(n.children) } : n.id));

describe('tree moves', () => {
  it('drops a node inside another as its last child', () => {
    expect(shape(moveInside(tree, 'b', 'a'))).toEqual([{ a: ['a1', 'a2', 'b'] }]);
  });
  it('refuses to move a node inside its own descendant', () => {
    expect(moveInside(tree, 'a', 'a1')).toBe(tree);
  });
  it('shifts among siblings and stops at the ends', () => {
    expect(shape(shift(tree, 'a2', -1))).toEqual([{ a: ['a2', 'a1'] }, 'b']);
    expect(shape(shift(tree, 'a', 1))).toEqual(['b', { a: ['a1', 'a2'] }]);
    expect(shift(tree, 'a1', -1)).toBe(tree);
  });
  it('indents under the sibling above and outdents after the parent', () => {
    expect(shape(indent(tree, 'b'))).toEqual([{ a: ['a1', 'a2', 'b'] }]);
    expect(shape(outdent(tree, 'a1'))).toEqual([{ a: ['a2'] }, 'a1', 'b']);
    expect(outdent(tree, 'b')).toBe(tree);
  });
});

describe('payment helpers', () => {
  it('masks the card number in groups of four', () => {
    expect(maskCardNumber('4242 4242-4242424299')).toBe('4242-4242-4242-4242');
    expect(maskCardNumber('12345')).toBe('1234-5');
    expect(maskExpiry('1239')).toBe('12/39');
  });
  it('checks the Luhn sum, the expiry and the gateway answer', () => {
    expect(luhnValid(TEST_CARDS.approved)).toBe(true);
    expect(luhnValid(TEST_CARDS.declined)).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(expiryValid('12/39', new Date('2026-01-01'))).toBe(true);
    expect(expiryValid('13/39')).toBe(false);
    expect(expiryValid('01/20', new Date('2026-01-01'))).toBe(false);
    expect(testGatewayDecision(TEST_CARDS.declined)).toBe('declined');
  });
});

describe('csv', () => {
  it('quotes cells with commas, quotes or line breaks and disarms formulas', () => {
    expect(csvCell('개발팀, 플랫폼파트')).toBe('"개발팀, 플랫폼파트"');
    expect(csvCell('그는 "네"라고')).toBe('"그는 ""네""라고"');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(
      toCsv([
        ['이름', '부서'],
        ['김하늘', '영업'],
      ]),
    ).toBe('\uFEFF이름,부서\r\n김하늘,영업');
  });
});
