import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMember } from '../../authProvider/permissions.testing';
import type { FakeApiFetch } from '../_generated/testing';
import { createFakeApi, renderResources } from '../_generated/testing';
import { seoulParts } from '../../lib/seoulTime';
import type { DashboardSummary, SaleRecord } from '../../schemas/billingDashboard';
import { dashboardSales, displaySales } from '.';

const { year, month } = seoulParts();
/** The list opens on this Seoul month; the in-memory API filters rows by a `period` they carry. */
const period = `${year}-${String(month).padStart(2, '0')}`;

/** A ledger line as the sale list's call answers (fields beyond the columns included). */
const sale = (overrides: Partial<SaleRecord> & { period?: string }) => ({
  id: 's1',
  usedOn: `${period}-03`,
  service: 'snack24',
  serviceLabel: '스낵24',
  workspaceName: '본사',
  branchName: '본사',
  category: '과자',
  description: '간식 상자',
  quantity: 2,
  supplyAmount: 11_182,
  vat: 1_118,
  total: 12_300,
  invoiced: true,
  period,
  ...overrides,
});

const summaryOf = (lineCount: number, total: number) =>
  ({
    year,
    month,
    total: { lineCount, quantity: 0, supplyAmount: 0, vat: 0, total },
  }) as Partial<DashboardSummary>;

function setup(path: string, summaries: FakeApiFetch = async () => summaryOf(0, 0)) {
  const kiosk = sale({
    id: 'k1',
    service: 'kiosk',
    description: '생수 500ml',
    category: '음료',
    invoiced: false,
  });
  const { service: _service, ...kioskDetail } = kiosk;
  const detail = {
    ...kioskDetail,
    sameDay: [
      kioskDetail,
      { ...kioskDetail, id: 'k2', description: '컵라면', category: '식품', total: 1_500, vat: 136 },
    ],
    dayTotal: { lineCount: 2, quantity: 4, supplyAmount: 12_546, vat: 1_254, total: 13_800 },
    itemMonth: { lineCount: 5, quantity: 10, supplyAmount: 55_910, vat: 5_590, total: 61_500 },
  };
  const api = createFakeApi({
    sales: {
      rows: [
        sale({}),
        sale({
          id: 's2',
          usedOn: `${period}-04`,
          service: 'breakfast24',
          description: '샌드위치',
          total: 45_000,
        }),
        sale({ id: 'old', usedOn: '2020-01-02', description: '지난 해의 줄', period: '2020-01' }),
      ],
    },
    'display-sales': { rows: [kioskDetail] },
  });
  // The detail is its own call (the list's row has no day): answered here, the summaries by the test.
  const apiFetch: FakeApiFetch = (path, options) =>
    path === '/homepage/v2/dashboard/display-sales/k1' ? Promise.resolve(detail) : summaries(path, options);
  return {
    api,
    ...renderResources([dashboardSales, displaySales], { path, member: buildMember(), api, apiFetch }),
  };
}

configure({ asyncUtilTimeout: 5_000 });
const SLOW = { timeout: 30_000 };

describe('dashboard sale list (dashboard/sale/list)', SLOW, () => {
  it("shows this month's lines with Korean headers, service labels, won amounts and the month's totals", async () => {
    const asked: unknown[] = [];
    const { api } = setup('/pc/admin/dashboard/sale/list', async (path, options) => {
      asked.push({ path, query: options?.query });
      return summaryOf(2, 57_300);
    });
    expect(await screen.findByRole('heading', { level: 1, name: '매출 목록' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(
      expect.arrayContaining([
        '이용일',
        '서비스',
        '사업장',
        '내용',
        '공급가액',
        '부가세',
        '합계',
        '청구 여부',
      ]),
    );
    expect(await within(table).findByText('간식 상자')).toBeInTheDocument();
    expect(within(table).getByText('샌드위치')).toBeInTheDocument();
    expect(within(table).queryByText('지난 해의 줄')).not.toBeInTheDocument();
    expect(within(table).getByText('스낵24')).toBeInTheDocument();
    expect(within(table).getByText('12,300원')).toBeInTheDocument();
    expect(within(table).getByText('45,000원')).toBeInTheDocument();
    expect(within(table).getAllByText('청구됨')).toHaveLength(2);
    expect(screen.getByText(`${year}년 ${month}월`)).toBeInTheDocument();

    const summary = screen.getByTestId('sales-summary');
    expect(await within(summary).findByText('2건')).toBeInTheDocument();
    expect(within(summary).getByText('57,300원')).toBeInTheDocument();
    expect(asked).toContainEqual({
      path: '/homepage/v2/dashboard/summary',
      query: { year, month, type: 'all' },
    });
    const list = api.requests.find((request) => request.url.pathname === '/homepage/v2/dashboard/sales');
    expect(JSON.parse(list?.url.searchParams.get('filter') ?? '{}')).toEqual({ period });
    expect(list?.url.searchParams.get('sort')).toBe('["usedOn","DESC"]');
  });
});

describe('display sales (dashboard/display/list and display/detail/:id)', SLOW, () => {
  it('lists the kiosk lines with the kiosk month total and the note, each leading to its detail page', async () => {
    const asked: unknown[] = [];
    setup('/pc/admin/dashboard/display/list', async (path, options) => {
      asked.push(options?.query);
      return summaryOf(1, 12_300);
    });
    expect(await screen.findByRole('heading', { level: 1, name: '진열 판매 목록' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('생수 500ml')).toBeInTheDocument();
    expect(within(table).getByText('12,300원')).toBeInTheDocument();
    expect(screen.getByText('진열 판매는 키오스크 매출 원장에서 읽습니다.')).toBeInTheDocument();
    expect(await within(screen.getByTestId('sales-summary')).findByText('1건')).toBeInTheDocument();
    expect(asked).toContainEqual({ year, month, type: 'kiosk' });
    const link = within(table).getByRole('link', { name: `${year}.${String(month).padStart(2, '0')}.03` });
    expect(link).toHaveAttribute('href', '/pc/admin/dashboard/display/detail/k1');
  });

  it("opens from the list with the sale's fields, its day's other sales and the day's total", async () => {
    const { currentPath } = setup('/pc/admin/dashboard/display/list');
    const table = await screen.findByRole('table');
    await userEvent.click(await within(table).findByRole('link', { name: /\.03$/ }));
    await waitFor(() => expect(currentPath()).toBe('/pc/admin/dashboard/display/detail/k1'));
    expect(await screen.findByRole('heading', { level: 1, name: '진열 판매 상세' })).toBeInTheDocument();
    const fields = await screen.findByRole('region', { name: '판매 내역' });
    expect(within(fields).getByText('생수 500ml')).toBeInTheDocument();
    expect(within(fields).getByText('미청구')).toBeInTheDocument();
    expect(within(fields).getByText('61,500원 (5건)')).toBeInTheDocument();
    const sameDay = screen.getByTestId('display-same-day');
    expect(within(sameDay).getByText('컵라면')).toBeInTheDocument();
    expect(within(sameDay).getByText('13,800원')).toBeInTheDocument();
    expect(within(sameDay).getByText('그 날 합계')).toBeInTheDocument();
  });
});
