import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildAdministrator, buildMember } from '../../authProvider/permissions.testing';
import { createFakeApi, renderResources } from '../_generated/testing';
import type { FakeApiFetch } from '../_generated/testing';
import { groups } from './index';

configure({ asyncUtilTimeout: 5_000 });
const SLOW = { timeout: 30_000 };

const GROUPS = [
  { id: 'dev', name: '개발본부', parentId: null, sort: 0, memberCount: 3 },
  { id: 'web', name: '웹개발팀', parentId: 'dev', sort: 0, memberCount: 5 },
  { id: 'biz', name: '경영지원본부', parentId: null, sort: 1, memberCount: 2 },
];

function setup(member = buildAdministrator()) {
  const api = createFakeApi({
    groups: {
      rows: GROUPS.map((group) => ({ ...group })),
      check: (body) => (body.name === '경영지원본부' ? { name: '같은 이름의 부서가 이미 있습니다.' } : null),
    },
  });
  const apiFetch = vi.fn<FakeApiFetch>().mockResolvedValue({ ok: true });
  renderResources([groups], { path: '/pc/admin/group/list', member, api, apiFetch });
  return { api, apiFetch };
}

const item = (name: string) => screen.getByRole('treeitem', { name });

describe('organisation chart', SLOW, () => {
  it('nests departments with their own and their total member counts, each linking to its members', async () => {
    setup();
    const dev = await screen.findByRole('treeitem', { name: '개발본부' });
    expect(within(dev).getByRole('treeitem', { name: '웹개발팀' })).toBeInTheDocument();
    expect(within(dev).getByText('하위 포함 8명')).toBeInTheDocument();
    expect(within(item('웹개발팀')).getByText('5명')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '웹개발팀 구성원 보기' })).toHaveAttribute(
      'href',
      `/pc/admin/member/list?filter=${encodeURIComponent('{"groupId":"web"}')}`,
    );
  });

  it("renames in a dialog, with the server's message beside the name when it refuses", async () => {
    const { api } = setup();
    await userEvent.click(await screen.findByRole('button', { name: '웹개발팀 메뉴' }));
    await userEvent.click(screen.getByRole('menuitem', { name: '이름 변경' }));
    const dialog = screen.getByRole('dialog');
    const name = within(dialog).getByLabelText('부서 이름');
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(within(dialog).getByText('부서 이름을 입력해주세요.')).toBeInTheDocument();
    await userEvent.type(name, '경영지원본부');
    await userEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText('같은 이름의 부서가 이미 있습니다.')).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, '웹플랫폼팀');
    await userEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await screen.findByRole('treeitem', { name: '웹플랫폼팀' })).toBeInTheDocument();
    expect(api.requests.at(-2)).toMatchObject({
      method: 'PUT',
      body: { name: '웹플랫폼팀', parentId: 'dev' },
    });
  });

  it('moves with the keyboard through the menu, never under itself, last among its new siblings', async () => {
    const { apiFetch } = setup();
    await userEvent.click(await screen.findByRole('button', { name: '개발본부 메뉴' }));
    await userEvent.click(screen.getByRole('menuitem', { name: '이동' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByLabelText('새 상위 부서'));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['(최상위)', '경영지원본부']);
    await userEvent.click(screen.getByRole('option', { name: '경영지원본부' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '이동' }));
    await waitFor(() =>
      expect(apiFetch).toHaveBeenCalledWith('/homepage/v2/groups/dev/move', {
        method: 'PUT',
        body: { parentId: 'biz', sort: 0 },
      }),
    );
  });

  it('gives a plain member the chart without any write action', async () => {
    setup(buildMember());
    await screen.findByRole('treeitem', { name: '개발본부' });
    expect(screen.queryByRole('button', { name: '부서 추가' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '개발본부 메뉴' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '개발본부 끌어서 옮기기' })).not.toBeInTheDocument();
  });
});
