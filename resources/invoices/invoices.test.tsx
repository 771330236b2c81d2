import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMember } from '../../authProvider/permissions.testing';
import type { InvoiceDetail, InvoiceSummary } from '../../schemas/billingInvoices';
import type { FakeApiFetch } from '../_generated/testing';
import { createFakeApi, renderResources } from '../_generated/testing';
import { companyInvoices, invoiceRouteFilter, invoices } from '.';

const invoice = (overrides: Partial<InvoiceSummary>): InvoiceSummary => ({
  id: 'inv1',
  period: '2026-10',
  service: 'snack24',
  serviceLabel: '스낵24',
  issuedOn: '2026-11-10',
  dueOn: '2026-11-24',
  supplyAmount: 267_222,
  vat: 26_722,
  total: 293_944,
  lineCount: 2,
  paidAmount: 100_000,
  unpaidAmount: 193_944,
  paymentStatus: 'PARTIAL',
  ...overrides,
});

const line = (id: string, total: number) => ({
  id,
  service: 'snack24',
  serviceLabel: '스낵24',
  usedOn: '2026-10-05',
  branchName: '본사',
  category: '간식 배송',
  description: `주간 간식 ${id}`,
  quantity: 1,
  supplyAmount: Math.ceil(total / 1.1),
  vat: total - Math.ceil(total / 1.1),
  total,
});

const DETAIL: InvoiceDetail = {
  ...invoice({ supplyAmount: 20_000, vat: 2_000, total: 22_000, unpaidAmount: 22_000, paidAmount: 0 }),
  paymentStatus: 'UNPAID',
  lines: [line('1', 11_000), line('2', 11_000)],
  payments: [],
  company: {
    name: '주식회사 한빛솔루션',
    registNumber: '214-86-52317',
    representative: '김대표',
    address: '서울',
  },
  provider: { name: '포털', registNumber: '123-45-67890', representative: '이대표', address: '서울특별시' },
  virtualAccount: { bank: '신한은행', accountNumber: '562-004-17204511', holder: '한빛솔루션' },
};

function setup(path: string, member = buildMember()) {
  const api = createFakeApi({
    invoices: {
      rows: [
        invoice({}),
        invoice({
          id: 'inv2',
          service: 'kiosk',
          serviceLabel: '키오스크',
          total: 55_000,
          paymentStatus: 'PAID',
          unpaidAmount: 0,
        }),
        invoice({ id: 'inv3', period: '2026-09', total: 10_000, unpaidAmount: 0, paymentStatus: 'PAID' }),
      ],
    },
  });
  const apiFetch: FakeApiFetch = async (path) => {
    if (path === '/homepage/v2/billing/invoices/inv1') return DETAIL;
    throw new Error(`unexpected ${path}`);
  };
  return { api, ...renderResources([invoices, companyInvoices], { path, member, api, apiFetch }) };
}

configure({ asyncUtilTimeout: 5_000 });
const SLOW = { timeout: 30_000 };

describe('청구서', SLOW, () => {
  it('lists every invoice with Korean columns, month and status labels, won amounts and the sums shown', async () => {
    setup('/pc/admin/uses/invoice');
    const table = await screen.findByRole('table');
    await within(table).findAllByText('293,944원');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['청구 월', '서비스', '발행일', '납부 기한', '합계', '미납액', '상태']),
    );
    // Rows lead to the invoice page at its own address.
    expect(await within(table).findAllByRole('link', { name: '2026년 10월' })).toHaveLength(2);
    expect(within(table).getAllByRole('link', { name: '2026년 10월' })[0]).toHaveAttribute(
      'href',
      '/pc/admin/uses/invoice/inv1',
    );
    expect(within(table).getByText('293,944원')).toBeInTheDocument();
    expect(within(table).getByText('일부 납부')).toBeInTheDocument();
    expect(within(table).getAllByText('2026.11.24').length).toBeGreaterThan(0);
    expect(screen.getByTestId('invoice-list-totals')).toHaveTextContent('전체 3건 합계');
    expect(screen.getByTestId('invoice-list-totals')).toHaveTextContent('합계 358,944원');
  });

  it('takes the month and service of uses/invoice/{year}/{month}/{type} as a filter the user cannot clear', async () => {
    const { api } = setup('/pc/admin/uses/invoice/2026/10/kiosk');
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('키오스크')).toBeInTheDocument();
    expect(within(table).queryByText('293,944원')).toBeNull();
    const asked = api.requests.at(-1)!.url.searchParams.get('filter');
    expect(JSON.parse(asked!)).toMatchObject({ period: '2026-10', service: 'kiosk' });
    expect(invoiceRouteFilter({ year: '2026', month: '3', type: 'all' })).toEqual({ period: '2026-03' });
    expect(invoiceRouteFilter({})).toEqual({});
  });

  it('is the company invoice list for a WMS-and-billing company, whose rows open the same invoice page', async () => {
    setup('/pc/admin/uses/company/invoice', buildMember({ wmsAndBillingUse: true }));
    expect(await screen.findByRole('heading', { level: 1, name: '통합 청구서' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('link', { name: '2026년 10월' })[0]).toHaveAttribute(
      'href',
      '/pc/admin/uses/invoice/inv1',
    );
  });

  it('shows a member whose company is not on WMS billing the denied page at the company list address itself', async () => {
    const { api, currentPath } = setup('/pc/admin/uses/company/invoice/2026/11/all');
    expect(
      await screen.findByRole('heading', { level: 1, name: '이 화면을 볼 권한이 없습니다' }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/pc/admin/uses/company/invoice/2026/11/all');
    expect(api.requests).toHaveLength(0);
  });

  it('opens one invoice with its parties, totals equal to its lines, the account and the print button', async () => {
    setup('/pc/admin/uses/invoice/inv1');
    const document = await screen.findByTestId('invoice-document');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('2026년 10월 스낵24 청구서');
    const lines = within(document).getByRole('table', { name: '청구 항목 2건' });
    expect(within(lines).getAllByText('11,000원')).toHaveLength(2);
    expect(within(lines).getByText('22,000원')).toBeInTheDocument();
    expect(screen.getByTestId('invoice-totals')).toHaveTextContent('22,000원');
    expect(screen.getByTestId('invoice-account')).toHaveTextContent('신한은행 562-004-17204511');
    expect(within(document).getByText('214-86-52317')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '인쇄 / PDF로 저장' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '엑셀 다운로드' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '목록으로' })).toHaveAttribute('href', '/pc/admin/uses/invoice');
  });
});
