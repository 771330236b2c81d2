import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildAdministrator } from '../../authProvider/permissions.testing';
import type { TrackingRecord } from '../../schemas/gift/sends';
import { ResourceList } from '../_generated';
import type { FakeApiFetch } from '../_generated/testing';
import { createFakeApi, renderResources } from '../_generated/testing';
import { giftTrackings } from '.';

const send = (overrides: Partial<TrackingRecord>): TrackingRecord => ({
  id: 't1',
  eventMemberEncrypted: 's1',
  searchDate: '2026-11-20',
  name: '김선물',
  cellPhone: '01012345678',
  kind: 'GIFT',
  status: 'SHIPPED',
  itemName: '과일 바구니',
  itemKind: 'DELIVERY',
  price: 29_000,
  carrier: 'CJ대한통운',
  trackingNumber: '556677889900',
  sentAt: '2026-11-20T01:00:00.000Z',
  openedAt: null,
  chosenAt: null,
  shippedAt: null,
  exchangedAt: null,
  cancelledAt: null,
  expiresAt: null,
  ...overrides,
});

function setup(answer: FakeApiFetch = () => Promise.reject(new Error('not used'))) {
  const api = createFakeApi({
    trackings: {
      rows: [
        send({}),
        send({
          id: 't2',
          name: '이교환',
          status: 'EXCHANGED',
          kind: 'DEFAULT_GIFT',
          carrier: null,
          trackingNumber: null,
          searchDate: '2026-11-19',
        }),
        send({
          id: 't3',
          name: '박열람',
          status: 'OPENED',
          kind: 'CARD',
          cellPhone: '01022223333',
          itemName: null,
          itemKind: null,
          price: null,
          carrier: null,
          trackingNumber: null,
          searchDate: '2026-11-18',
        }),
      ],
    },
  });
  const section = {
    ...giftTrackings,
    routes: [
      {
        path: 'event-section',
        element: <ResourceList resource={giftTrackings} filter={{ eventId: 'e1' }} />,
      },
    ],
  };
  renderResources([section], {
    path: '/pc/admin/event-section',
    member: buildAdministrator(),
    api,
    apiFetch: answer,
  });
  return api;
}

configure({ asyncUtilTimeout: 5_000 });
const SLOW = { timeout: 30_000 };

describe("an event's send status (giftTrackings inside the event's page)", SLOW, () => {
  it('shows each send with its Korean step, kind, won amount and shipment, newest first', async () => {
    const api = setup();
    const table = (await screen.findByRole('columnheader', { name: '받는 사람' })).closest('table')!;
    expect(await within(table).findByText('김선물')).toBeInTheDocument();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(
      expect.arrayContaining([
        '발송일',
        '받는 사람',
        '발송 유형',
        '상태',
        '선택 상품',
        '금액',
        '배송',
        '취소',
      ]),
    );
    expect(within(table).getByText('배송 중')).toBeInTheDocument();
    expect(within(table).getByText('교환 완료')).toBeInTheDocument();
    expect(within(table).getByText('카드와 선물')).toBeInTheDocument();
    expect(within(table).getAllByText('29,000원')).toHaveLength(2);
    expect(within(table).getByText('CJ대한통운 556677889900')).toBeInTheDocument();
    const list = api.requests.find((request) => request.method === 'GET');
    expect(list?.url.pathname).toBe('/birth/v3/events/e1/trackings');
    expect(list?.url.searchParams.get('sort')).toBe('["searchDate","DESC"]');
  });

  it('cancels a send that is not final after a confirmation; an exchanged one has no cancel', async () => {
    const calls: { path: string; method?: string }[] = [];
    setup(async (path, options) => {
      calls.push({ path, method: options?.method });
      return send({ status: 'CANCELLED' });
    });
    await screen.findByText('김선물');
    expect(screen.queryByRole('button', { name: '이교환 주문 취소' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '김선물 주문 취소' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/교환\(배송\)된 선물은 취소할 수 없습니다/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '주문 취소' }));
    await waitFor(() =>
      expect(calls).toEqual([{ path: '/birth/v3/events/e1/trackings/orders/t1', method: 'DELETE' }]),
    );
  });

  it('corrects the phone of a send not chosen yet and sends it again; a chosen or exchanged one has none', async () => {
    const calls: { path: string; method?: string; body?: unknown }[] = [];
    setup(async (path, options) => {
      calls.push({ path, method: options?.method, body: options?.body });
      return send({ id: 't3', status: 'SENT' });
    });
    await screen.findByText('박열람');
    expect(screen.queryByRole('button', { name: '김선물 받는 사람 수정·재발송' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '이교환 받는 사람 수정·재발송' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '박열람 받는 사람 수정·재발송' }));
    const dialog = await screen.findByRole('dialog');
    const phone = within(dialog).getByRole('textbox', { name: /휴대폰 번호/ });
    expect(phone).toHaveValue('01022223333');
    await userEvent.clear(phone);
    await userEvent.type(phone, '0102222');
    await userEvent.click(within(dialog).getByRole('button', { name: '수정하고 다시 보내기' }));
    expect(await within(dialog).findByText('휴대폰 번호는 11자리 숫자여야 합니다.')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.type(phone, '4444');
    await userEvent.click(within(dialog).getByRole('button', { name: '수정하고 다시 보내기' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          path: '/birth/v3/events/e1/trackings/t3/recipient',
          method: 'PUT',
          body: { name: '박열람', phone: '01022224444' },
        },
      ]),
    );
    expect(await screen.findByText('받는 사람에게 카드를 다시 보냈습니다.')).toBeInTheDocument();
  });
});
