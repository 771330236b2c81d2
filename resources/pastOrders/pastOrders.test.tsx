import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMember } from '../../authProvider/permissions.testing';
import type { PastOrderLine, PastOrderSummary } from '../../schemas/legacyScreens';
import type { ApiFetchOptions } from '../../dataProviders/useApi';
import { createFakeApi, renderResources } from '../_generated/testing';
import { pastOrders } from '.';

const line = (id: string, overrides: Partial<PastOrderLine> = {}): PastOrderLine => ({
  id,
  usedOn: '2026-03-05',
  service: 'snack24',
  serviceLabel: '스낵24',
  category: '간식',
  description: `과자 묶음 ${id}`,
  branchName: '본사',
  quantity: 1200,
  supplyAmount: 11_182,
  vat: 1_118,
  total: 12_300,
  ...overrides,
});

const SUMMARY: PastOrderSummary = {
  month: '2026-03',
  service: null,
  totals: { count: 2, supplyAmount: 22_364, vat: 2_236, total: 24_600 },
  byService: [
    { service: 'snack24', label: '스낵24', count: 2, supplyAmount: 22_364, vat: 2_236, total: 24_600 },
  ],
};

/** The fake API filters on row fields: each row carries the month and service it answers. */
const rows = (month: string, service?: string) =>
  [line('l1'), line('l2', { branchName: null })].map((row) => ({
    ...row,
    month,
    ...(service ? { service } : {}),
  }));

function setup(path: string) {
  const api = createFakeApi({
    past: { rows: [...rows('2026-03', 'snack'), ...rows('2026-12'), ...rows('2027-01', 'snack')] },
  });
  const calls: { path: string; query: unknown }[] = [];
  const apiFetch = async (url: string, options?: ApiFetchOptions) => {
    calls.push({ path: url, query: options?.query });
    if (url === '/homepage/v2/orders/past/summary') return SUMMARY;
    throw new Error(`unexpected ${url}`);
  };
  return { api, calls, ...renderResources([pastOrders()], { path, member: buildMember(), api, apiFetch }) };
}

const lastFilter = (api: ReturnType<typeof createFakeApi>) =>
  JSON.parse(
    api.requests
      .filter((request) => request.url.pathname === '/homepage/v2/orders/past')
      .at(-1)
      ?.url.searchParams.get('filter') ?? '{}',
  ) as Record<string, string>;

configure({ asyncUtilTimeout: 5_000 });
const SLOW = { timeout: 30_000 };

describe('지난 주문 내역', SLOW, () => {
  it("lists the address's month of one service with Korean headers and won amounts", async () => {
    const { api, calls } = setup('/pc/admin/orders/past/snack/2026/3');
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(
      expect.arrayContaining([
        '이용일',
        '서비스',
        '분류',
        '내역',
        '사업장',
        '수량',
        '공급가액',
        '부가세',
        '합계',
      ]),
    );
    expect(headers).not.toContain('서비스 코드');
    expect(await within(table).findByText('과자 묶음 l1')).toBeInTheDocument();
    expect(within(table).getAllByText('12,300원')).toHaveLength(2);
    expect(within(table).getAllByText('1,200')).toHaveLength(2);
    expect(within(table).getAllByText('2026.03.05')).toHaveLength(2);
    expect(lastFilter(api)).toEqual({ month: '2026-03', service: 'snack' });
    expect(calls).toContainEqual({
      path: '/homepage/v2/orders/past/summary',
      query: { month: '2026-03', service: 'snack' },
    });
    expect(await screen.findByText('24,600원')).toBeInTheDocument();
    expect(screen.getByText('2건')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '스낵24', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '2026년 3월' })).toBeInTheDocument();
  });

  it('moves to the next month by its address, across the year, with every service', async () => {
    const { api, currentPath } = setup('/pc/admin/orders/past/2026/12');
    await screen.findByText('과자 묶음 l1');
    expect(lastFilter(api)).toEqual({ month: '2026-12' });
    expect(await screen.findByText('서비스별 합계')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '다음 달' }));
    await waitFor(() => expect(currentPath()).toBe('/pc/admin/orders/past/2027/1'));
    await waitFor(() => expect(lastFilter(api)).toEqual({ month: '2027-01' }));
    await userEvent.click(screen.getByRole('tab', { name: '스낵24' }));
    await waitFor(() => expect(currentPath()).toBe('/pc/admin/orders/past/snack/2027/1'));
  });
});
