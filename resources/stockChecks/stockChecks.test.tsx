import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildAdministrator, buildMember } from '../../authProvider/permissions.testing';
import type { CompanyStockCheckRecord } from '../../schemas/wmsStock';
import { createFakeApi, renderResources } from '../_generated/testing';
import { stockChecks } from '.';

const line = (n: number, expected: number, counted: number | null) => ({
  id: `d${n}`,
  productId: `p${n}`,
  productName: `생수 ${n}`,
  barcode: `880000000000${n}`,
  unit: '박스',
  locationCode: `A-01-0${n}`,
  expectedQuantity: expected,
  countedQuantity: counted,
});
const check = (n: number, overrides: Partial<CompanyStockCheckRecord> = {}): CompanyStockCheckRecord => ({
  id: `ck${n}`,
  warehouseName: n === 1 ? '센텀 창고' : '기장 창고',
  status: 'DONE',
  startedBy: '김창고',
  createdAt: '2026-11-20T01:00:00.000Z',
  finishedAt: '2026-11-20T03:30:00.000Z',
  lineCount: 3,
  countedCount: 2,
  differences: 1,
  reopenable: n === 1,
  details: [line(1, 1200, 1198), line(2, 5, 5), line(3, 7, null)],
  ...overrides,
});

function setup(path: string, member = buildAdministrator({ wmsUse: true }), posted: string[] = []) {
  const api = createFakeApi({ 'stock-checks': { rows: [check(1), check(2)] } });
  const apiFetch = async (url: string) => {
    if (url === '/homepage/v2/wms/company/warehouses') return [{ id: 'w1', name: '센텀 창고' }];
    if (url.endsWith('/reopen')) {
      posted.push(url);
      return check(1, { status: 'OPEN', finishedAt: null, reopenable: false });
    }
    throw new Error(`unexpected ${url}`);
  };
  return { api, ...renderResources([stockChecks], { path, member, api, apiFetch }) };
}

configure({ asyncUtilTimeout: 15_000 });
const SLOW = { timeout: 60_000 };

describe('재고 조사 내역', SLOW, () => {
  it('lists the checks with their warehouse, status, Seoul times and how far the counting got', async () => {
    const { api } = setup('/pc/admin/usage/stockCheck');
    const table = await screen.findByRole('table');
    await within(table).findByText('센텀 창고');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['창고', '상태', '시작일', '완료일', '진행', '차이 건수']),
    );
    expect(within(table).getAllByText('완료')).toHaveLength(2);
    expect(within(table).getAllByText('2 / 3건')).toHaveLength(2);
    expect(within(table).getAllByText('2026.11.20 12:30')).toHaveLength(2);
    const list = api.requests.find((request) => request.url.pathname.endsWith('/stock-checks'));
    expect(list?.url.pathname).toBe('/homepage/v2/wms/company/stock-checks');
  });

  it("shows a check's lines, an uncounted line as 미조사 and each difference", async () => {
    setup('/pc/admin/usage/stockCheck/ck2');
    const lines = await screen.findByRole('table', { name: '조사 항목 3건' });
    const rows = within(lines).getAllByRole('row');
    // Every quantity in the product's own unit.
    expect(within(rows[1]!).getByText('1,200박스')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('1,198박스')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('-2박스')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('미조사')).toBeInTheDocument();
    // Finished on an earlier day: nothing to reopen.
    expect(screen.queryByRole('button', { name: '다시 열기' })).not.toBeInTheDocument();
  });

  it('reopens a check finished today after a confirmation that says what happens', async () => {
    const posted: string[] = [];
    setup('/pc/admin/usage/stockCheck/ck1', undefined, posted);
    await userEvent.click(await screen.findByRole('button', { name: '다시 열기' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('센텀 창고 재고 조사 다시 열기')).toBeInTheDocument();
    expect(within(dialog).getByText(/반영한 차이를 원장에서 되돌리고/)).toBeInTheDocument();
    expect(posted).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: '다시 열기' }));
    await waitFor(() => expect(posted).toEqual(['/homepage/v2/wms/company/stock-checks/ck1/reopen']));
    expect(await screen.findByText(/재고 조사를 다시 열었습니다/)).toBeInTheDocument();
  });

  it('is not offered to an administrator without the warehouse app nor to a plain member', async () => {
    for (const member of [buildAdministrator({ wmsUse: false }), buildMember({ wmsUse: true })]) {
      const { api, unmount } = setup('/pc/admin/usage/stockCheck', member);
      await waitFor(() => expect(screen.queryByText('센텀 창고')).not.toBeInTheDocument());
      expect(api.requests).toHaveLength(0);
      unmount();
    }
  });
});
