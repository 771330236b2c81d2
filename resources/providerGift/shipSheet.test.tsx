import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildAdministrator } from '../../authProvider/permissions.testing';
import type { ApiFetchOptions } from '../../dataProviders/httpClient';
import { createFakeApi, renderResources } from '../_generated/testing';
import type { FakeApiFetch } from '../_generated/testing';
import { providerGiftOrders } from './index';

configure({ asyncUtilTimeout: 5_000 });

/** The header, the template's example row (left in), two good rows and one bad one. */
const CSV = [
  '주문 번호,받는 사람,택배사,운송장 번호',
  'GS00001234,김하늘,CJ대한통운,551234567890',
  'GS00000011,김하나,CJ대한통운,551200000001',
  'GS00000012,김둘,한진택배,55-12',
  'GS00000013,김셋,롯데택배,551200000003',
].join('\n');

type Body = { rows: Record<string, string>[]; dryRun: boolean };

function setup() {
  const calls: { path: string; body: Body }[] = [];
  const apiFetch = vi.fn<FakeApiFetch>(async (path: string, options?: ApiFetchOptions) => {
    const body = options?.body as Body;
    calls.push({ path, body });
    // The server alone knows that the third order was cancelled.
    const third = body.rows.findIndex((row) => row.orderNo === 'GS00000013');
    const errors =
      third === -1
        ? []
        : [{ row: third + 1, field: 'orderNo', message: '받는 분이 선물을 고른 뒤에만 출고할 수 있습니다.' }];
    return {
      dryRun: body.dryRun,
      total: body.rows.length,
      saved: body.dryRun || errors.length ? 0 : body.rows.length,
      errors,
    };
  });
  renderResources([providerGiftOrders], {
    path: '/pc/admin/gift/orders/import',
    member: buildAdministrator(),
    api: createFakeApi({ orders: { rows: [] } }),
    apiFetch,
  });
  return { calls };
}

describe('the kit’s import page (선물 주문 엑셀로 일괄 출고)', { timeout: 30_000 }, () => {
  it('names each bad row by the sheet’s own number and cell, and saves only a clean sheet', async () => {
    const { calls } = setup();
    expect(await screen.findByRole('heading', { name: '엑셀로 일괄 출고' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '양식 다운로드' })).toBeInTheDocument();
    await userEvent.upload(
      screen.getByLabelText('파일 선택'),
      new File([CSV], 'ship.csv', { type: 'text/csv' }),
    );

    expect(await screen.findByText('양식의 예시 행은 저장하지 않고 제외했습니다.')).toBeInTheDocument();
    // The browser's check and the server's dry run: every problem of the file at once.
    expect(await screen.findByText(/3행 중 2행에 오류가 있습니다/)).toBeInTheDocument();
    expect(screen.getByText('오류가 있는 행: 4, 5')).toBeInTheDocument();
    expect(calls).toEqual([
      { path: '/provider/v1/gift/orders/ship-sheet', body: expect.objectContaining({ dryRun: true }) },
    ]);
    // The preview is drawn again as its errors change: found afresh each time.
    const grid = () => screen.getByRole('table', { name: '올린 파일 미리보기' });
    const bad = within(grid()).getByRole('row', { name: /김둘/ });
    expect(bad).toHaveTextContent('운송장 번호는 6~30자의 숫자, 영문, -만 입력할 수 있습니다.');
    expect(within(bad).getAllByRole('cell')[0]).toHaveTextContent('4');
    expect(within(grid()).getByRole('row', { name: /김셋/ })).toHaveTextContent(
      '받는 분이 선물을 고른 뒤에만 출고할 수 있습니다.',
    );
    expect(screen.getByRole('button', { name: '3건 출고' })).toBeDisabled();

    await userEvent.click(bad);
    const dialog = await screen.findByRole('dialog', { name: '4행 고치기' });
    const tracking = within(dialog).getByLabelText(/운송장 번호/);
    await userEvent.clear(tracking);
    await userEvent.type(tracking, '551200000002');
    await userEvent.click(within(dialog).getByRole('button', { name: '고친 내용 적용' }));
    expect(await screen.findByText('오류가 있는 행: 5')).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(2));

    await userEvent.click(within(grid()).getByRole('row', { name: /김셋/ }));
    const fix = await screen.findByRole('dialog', { name: '5행 고치기' });
    const order = within(fix).getByLabelText(/주문 번호/);
    await userEvent.clear(order);
    await userEvent.type(order, 'GS00000014');
    await userEvent.click(within(fix).getByRole('button', { name: '고친 내용 적용' }));
    expect(await screen.findByText('3행 모두 저장할 수 있습니다.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '3건 출고' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: '3건 출고' }));
    expect(await screen.findByText('3건을 출고 처리했습니다.')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toMatchObject({ dryRun: false });
    expect(calls.at(-1)?.body.rows.map((row) => row.trackingNumber)).toEqual([
      '551200000001',
      '551200000002',
      '551200000003',
    ]);
  });

  it('refuses a file without the required columns, naming them in Korean', async () => {
    setup();
    const file = new File(['주문 번호,택배사\nGS00000011,CJ대한통운\n'], 'ship.csv', { type: 'text/csv' });
    await userEvent.upload(await screen.findByLabelText('파일 선택'), file);
    expect(await screen.findByText(/필수 열이 없습니다: 운송장 번호/)).toBeInTheDocument();
  });
});
