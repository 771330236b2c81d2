import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMember } from '../../authProvider/permissions.testing';
import { seoulParts } from '../../lib/seoulTime';
import type { DashboardSummary } from '../../schemas/billingDashboard';
import type { BillingLineRecord } from '../../schemas/billingLines';
import type { FakeApiFetch } from '../_generated/testing';
import { createFakeApi, renderResources } from '../_generated/testing';
import { orderLines } from '.';

const { year, month } = seoulParts();
/** The list opens on this Seoul month; the in-memory API filters rows by the `period` they carry. */
const period = `${year}-${String(month).padStart(2, '0')}`;

const line = (overrides: Partial<BillingLineRecord> & { period?: string }) => ({
  id: 'l1',
  usedOn: `${period}-03`,
  service: 'snack24',
  serviceLabel: '스낵24',
  workspaceName: '본사',
  branchName: '본사',
  category: '간식 배송',
  description: '주간 간식 상자',
  quantity: 2,
  supplyAmount: 11_182,
  vat: 1_118,
  total: 12_300,
  invoiced: false,
  period,
  ...overrides,
});

function setup() {
  const api = createFakeApi({
    lines: {
      rows: [
        line({}),
        line({
          id: 'l2',
          service: 'kiosk',
          serviceLabel: '키오스크',
          description: '생수 500ml',
          total: 1_000,
        }),
        line({ id: 'old', usedOn: '2020-01-02', description: '지난 해의 줄', period: '2020-01' }),
      ],
    },
  });
  const asked: Parameters<FakeApiFetch>[] = [];
  const apiFetch: FakeApiFetch = async (...call) => {
    asked.push(call);
    return {
      year,
      month,
      total: { lineCount: 2, quantity: 3, supplyAmount: 12_091, vat: 1_209, total: 13_300 },
    } satisfies Partial<DashboardSummary>;
  };
  return {
    api,
    asked,
    ...renderResources([orderLines], { path: '/pc/admin/uses/orders', member: buildMember(), api, apiFetch }),
  };
}

configure({ asyncUtilTimeout: 5_000 });

describe('주문 내역', { timeout: 30_000 }, () => {
  it("lists this month's lines with Korean columns, service labels and won amounts, under the month's totals", async () => {
    const { api, asked } = setup();
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('주간 간식 상자')).toBeInTheDocument();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(
      expect.arrayContaining([
        '이용일',
        '서비스',
        '사업장',
        '분류',
        '내용',
        '수량',
        '공급가액',
        '부가세',
        '합계',
      ]),
    );
    expect(within(table).getByText('키오스크')).toBeInTheDocument();
    expect(within(table).getByText('12,300원')).toBeInTheDocument();
    expect(within(table).queryByText('지난 해의 줄')).toBeNull();
    // The month is a filter of the list call, not a query string built by hand.
    const filter = JSON.parse(api.requests.at(-1)!.url.searchParams.get('filter')!);
    expect(filter).toMatchObject({ period });
    expect(screen.getByRole('group', { name: '조회 기간' })).toHaveTextContent(`${year}년 ${month}월`);
    expect(await screen.findByTestId('order-totals')).toHaveTextContent('전체 서비스 2건 · 합계 13,300원');
    expect(asked[0]).toEqual([
      '/homepage/v2/dashboard/summary',
      expect.objectContaining({ query: { year: String(year), month: String(month), type: 'all' } }),
    ]);
    expect(screen.getByRole('button', { name: '엑셀 다운로드' })).toBeInTheDocument();
  });
});
