import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext, TestMemoryRouter, memoryStore } from 'react-admin';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { HALF_BUILT, composeKimJiwon } from '../../../../components/ime/testing';
import { MemberPicker } from './SubjectsSection';

describe('the gift recipients member search typed in Korean', () => {
  it('asks for 김지원 once composed, never for a half-built syllable; Enter mid-way does nothing', async () => {
    const getList = vi.fn(async (_resource: string, params: { filter: { q?: string } }) => ({
      data:
        params.filter.q === '김지원'
          ? [{ id: 'm1', name: '김지원', cellPhone: '', groupName: '개발팀' }]
          : [],
      total: params.filter.q === '김지원' ? 1 : 0,
    }));
    const dataProvider = { getList } as unknown as DataProvider;
    render(
      <TestMemoryRouter>
        <AdminContext dataProvider={dataProvider} store={memoryStore()}>
          <MemberPicker open onClose={() => undefined} onAdd={() => undefined} />
        </AdminContext>
      </TestMemoryRouter>,
    );
    await waitFor(() => expect(getList).toHaveBeenCalled());
    const box = screen.getByRole('textbox', { name: '이름, 이메일, 휴대폰 검색' });
    expect(await composeKimJiwon(box)).toBe(false);
    expect(box).toHaveValue('김지원');
    expect(await screen.findByText('김지원 (개발팀)')).toBeInTheDocument();
    const asked = getList.mock.calls.map(([, params]) => params.filter.q);
    expect(asked.filter((q) => q !== undefined)).toEqual(['김지원']);
    for (const half of HALF_BUILT) expect(asked).not.toContain(half);
  });
});
