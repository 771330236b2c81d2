import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildAdministrator, buildMember } from '../../authProvider/permissions.testing';
import type { TransferRecord } from '../../schemas/wmsStock';
import { createFakeApi, renderResources } from '../_generated/testing';
import { stockTransfers } from '.';

const transfer = (n: number, overrides: Partial<TransferRecord> = {}): TransferRecord => ({
  id: `tr${n}`,
  transferNo: `TR-${String(n).padStart(5, '0')}`,
  status: n % 2 ? 'DONE' : 'REQUESTED',
  fromWarehouse: '센텀 창고',
  toWarehouse: '기장 창고',
  productName: `생수 ${n}`,
  barcode: '8801234567893',
  quantity: 1200 + n,
  unit: '박스',
  memo: '',
  requestedBy: '김창고',
  createdAt: '2026-11-20T05:30:00.000Z',
  photos: [],
  ...overrides,
});
const WAREHOUSES = [
  { id: 'w1', name: '센텀 창고' },
  { id: 'w2', name: '기장 창고' },
];

function setup(
  path: string,
  member = buildAdministrator({ wmsUse: true }),
  decisions: { url: string; body: unknown }[] = [],
) {
  const api = createFakeApi({
    'stock-transfers': {
      rows: [
        transfer(1, { photos: [{ id: 'f1', fileName: '상자.png', url: '/files/f1' }], memo: '파손 주의' }),
        transfer(2),
        transfer(3),
      ],
    },
  });
  const apiFetch = async (url: string, options?: { body?: unknown }) => {
    if (url === '/homepage/v2/wms/company/warehouses') return WAREHOUSES;
    if (url.endsWith('/decision')) {
      decisions.push({ url, body: options?.body });
      return transfer(2, { status: 'DONE' });
    }
    throw new Error(`unexpected ${url}`);
  };
  return { api, ...renderResources([stockTransfers], { path, member, api, apiFetch }) };
}

// A whole admin renders per test, on shared machines: the page and the tests get more than the defaults.
configure({ asyncUtilTimeout: 15_000 });
const SLOW = { timeout: 60_000 };

describe('재고 이동 내역', SLOW, () => {
  it('lists the transfers with Korean headers, status labels, quantities, Seoul times and photo counts', async () => {
    const { api } = setup('/pc/admin/usage/stockTransfer');
    // The rows first: the table drawn while the list loads has no headers yet.
    const link = await screen.findByRole('link', { name: 'TR-00001' });
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(
      expect.arrayContaining([
        '이동 번호',
        '상태',
        '출고 창고',
        '입고 창고',
        '상품명',
        '수량',
        '요청일',
        '사진',
      ]),
    );
    expect(headers).not.toContain('메모');
    expect(link).toHaveAttribute('href', '/pc/admin/usage/stockTransfer/tr1');
    expect(within(table).getAllByText('이동 완료')).toHaveLength(2);
    expect(within(table).getByText('검수 대기')).toBeInTheDocument();
    expect(within(table).getByText('1,201박스')).toBeInTheDocument();
    expect(within(table).getAllByText('2026.11.20 14:30')).toHaveLength(3);
    expect(within(table).getByText('1장')).toBeInTheDocument();
    const list = api.requests.find((request) => request.url.pathname.endsWith('/stock-transfers'));
    expect(list?.url.pathname).toBe('/homepage/v2/wms/company/stock-transfers');
    expect(list?.url.searchParams.get('sort')).toBe('["createdAt","DESC"]');
  });

  it("filters by status and by one of the company's warehouses", async () => {
    const { api } = setup('/pc/admin/usage/stockTransfer');
    await screen.findByText('TR-00001');
    await userEvent.click(screen.getByRole('combobox', { name: '상태' }));
    await userEvent.click(await screen.findByRole('option', { name: '검수 대기' }));
    await waitFor(() => expect(screen.queryByText('TR-00001')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('combobox', { name: '창고' }));
    await userEvent.click(await screen.findByRole('option', { name: '기장 창고' }));
    await waitFor(() => {
      const last = api.requests.filter((request) => request.url.pathname.endsWith('/stock-transfers')).at(-1);
      expect(JSON.parse(last?.url.searchParams.get('filter') ?? '{}')).toEqual({
        status: 'REQUESTED',
        warehouseId: 'w2',
      });
    });
  });

  it('shows one transfer with its goods, its photos and the photo zip button', async () => {
    setup('/pc/admin/usage/stockTransfer/tr1');
    expect(await screen.findByRole('heading', { level: 1, name: '재고 이동 TR-00001' })).toBeInTheDocument();
    expect(screen.getByText('파손 주의')).toBeInTheDocument();
    const goods = screen.getByRole('table', { name: '이동 상품' });
    expect(within(goods).getByText('8801234567893')).toBeInTheDocument();
    expect(within(goods).getByText('1,201박스')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: '사진 1장' })).getByText('상자.png')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '사진 전체 내려받기 (압축 파일)' })).toBeEnabled();
    expect(screen.getByRole('link', { name: '목록으로' })).toHaveAttribute(
      'href',
      '/pc/admin/usage/stockTransfer',
    );
  });

  it('a transfer waiting for its audit is approved from its page; a decided one offers nothing', async () => {
    const decisions: { url: string; body: unknown }[] = [];
    const { unmount } = setup('/pc/admin/usage/stockTransfer/tr2', undefined, decisions);
    const waiting = await screen.findByRole('region', { name: '검수 대기' });
    await userEvent.click(within(waiting).getByRole('button', { name: '검수 승인' }));
    await waitFor(() =>
      expect(decisions).toEqual([
        { url: '/homepage/v2/wms/company/stock-transfers/tr2/decision', body: { decision: 'APPROVE' } },
      ]),
    );
    expect(await screen.findByText('승인했습니다. 재고를 옮겼습니다.')).toBeInTheDocument();
    unmount();
    setup('/pc/admin/usage/stockTransfer/tr1');
    expect(await screen.findByRole('heading', { level: 1, name: '재고 이동 TR-00001' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '검수 승인' })).not.toBeInTheDocument();
  });

  it('refuses the list to an administrator of a company without the warehouse app and to a plain member', async () => {
    for (const member of [buildAdministrator({ wmsUse: false }), buildMember({ wmsUse: true })]) {
      const { api, unmount } = setup('/pc/admin/usage/stockTransfer', member);
      await waitFor(() => expect(screen.queryByText('TR-00001')).not.toBeInTheDocument());
      expect(api.requests).toHaveLength(0);
      unmount();
    }
  });
});
