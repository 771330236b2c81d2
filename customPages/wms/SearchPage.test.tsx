import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { composeKimJiwon, pressEnter } from '../../components/ime/testing';
import { SearchPage } from './SearchPage';
import { wmsApi } from './wmsApi';

// One state object: the page reads again whenever the warehouse (by identity) changes.
vi.mock('./WmsContext', () => {
  const state = {
    warehouse: { id: 'w1' },
    orderByType: 'DESC',
    orderColumn: 'DATE',
    update: () => undefined,
  };
  return { useWms: () => state };
});
vi.mock('./wmsApi', () => ({ wmsApi: { get: vi.fn(async () => ({ items: [], total: 0 })) } }));

describe('the warehouse product search typed in Korean', () => {
  it('submits nothing on the Enter that confirms a syllable, then searches 김지원 on the next Enter', async () => {
    const get = vi.mocked(wmsApi.get);
    render(
      <MemoryRouter>
        <SearchPage />
      </MemoryRouter>,
    );
    await waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    const box = screen.getByRole('textbox', { name: '상품명 또는 바코드' });
    expect(await composeKimJiwon(box)).toBe(false);
    expect(get).toHaveBeenCalledTimes(1);
    expect(pressEnter(box)).toBe(true);
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    expect(get.mock.calls[1]?.[1]).toMatchObject({ q: '김지원' });
  });
});
