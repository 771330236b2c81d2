import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildAdministrator } from '../../authProvider/permissions.testing';
import { HALF_BUILT, composeKimJiwon } from '../../components/ime/testing';
import { field } from '../../schemas/meta';
import { defineResource } from './defineResource';
import { createFakeApi, renderResources } from './testing';

const personFields = {
  name: field(z.string(), { label: '이름' }),
  groupId: field(z.string().nullable().default(null), {
    label: '부서',
    input: 'reference',
    reference: 'groups',
    filter: true,
  }),
};
const people = defineResource({
  name: 'people',
  apiPath: '/api/people',
  label: '사람',
  listPath: 'people/list',
  record: z.object({ id: z.string(), ...personFields }),
  input: z.object(personFields),
  canWrite: () => false,
});

function setup() {
  const api = createFakeApi({
    people: {
      rows: [
        { id: 'p1', name: '김지원', groupId: null },
        { id: 'p2', name: '김지훈', groupId: null },
        { id: 'p3', name: '기민수', groupId: null },
      ],
    },
    groups: { rows: [{ id: 'g1', name: '김지원팀', parentId: null, sort: 0, memberCount: 1 }] },
  });
  renderResources([people], { path: '/pc/admin/people/list', member: buildAdministrator(), api });
  /** The `q` of every list call to `path` so far (undefined: no search). */
  const searches = (path: string) =>
    api.requests
      .filter((request) => request.method === 'GET' && request.url.pathname === path)
      .map((request) => (JSON.parse(request.url.searchParams.get('filter') ?? '{}') as { q?: string }).q);
  return { searches };
}

configure({ asyncUtilTimeout: 5_000 });

describe('generated list filters typed in Korean', { timeout: 30_000 }, () => {
  it('searches the list with 김지원 once composed, never with a half-built syllable, and Enter mid-way submits nothing', async () => {
    const { searches } = setup();
    await screen.findByText('기민수');
    const box = screen.getByPlaceholderText('이름, 이메일, 휴대폰 번호');
    // A pause on 김ㅈ longer than the filter form's 500 ms debounce.
    const enterWentThrough = await composeKimJiwon(box, { pauseMs: 700 });
    expect(enterWentThrough).toBe(false);
    expect(box).toHaveValue('김지원');
    await waitFor(() => expect(searches('/api/people')).toContain('김지원'));
    await waitFor(() => expect(screen.queryByText('기민수')).not.toBeInTheDocument());
    expect(searches('/api/people').filter((q) => q !== undefined)).toEqual(['김지원']);
    for (const half of HALF_BUILT) expect(searches('/api/people')).not.toContain(half);
  });

  it('asks the reference picker for 김지원 once composed, keeping the typed text', async () => {
    const { searches } = setup();
    await screen.findByText('기민수');
    const picker = screen.getByRole('combobox', { name: '부서' });
    picker.focus();
    // Longer than the picker's 250 ms debounce.
    expect(await composeKimJiwon(picker, { pauseMs: 700 })).toBe(false);
    expect(picker).toHaveValue('김지원');
    await waitFor(() => expect(searches('/homepage/v2/groups').filter(Boolean)).toEqual(['김지원']));
    expect(await screen.findByRole('option', { name: '김지원팀' })).toBeInTheDocument();
    expect(picker).toHaveValue('김지원');
  });
});
