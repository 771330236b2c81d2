import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAdministrator } from '../../authProvider/permissions.testing';
import type { EventRecord } from '../../schemas/gift/events';
import { createFakeApi, renderResources } from '../_generated/testing';
import { birth24Events, giftEvents } from '.';

const event = (overrides: Partial<EventRecord>): EventRecord => ({
  id: 'ev1',
  name: '11월 생일',
  category: 'BIRTHDAY',
  status: 'ACTIVE',
  repeat: 'YEARLY',
  anniversary: 'NONE',
  sendDate: null,
  sendHour: 9,
  budgetPerPerson: 30_000,
  senderName: '인사팀',
  senderPhone: null,
  workspaceId: 'w1',
  subjectCount: 12,
  sentCount: 3,
  purchaseAgreed: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

function setup(path: string, resources = [giftEvents]) {
  const api = createFakeApi({ events: { rows: [event({}), event({ id: 'ev2', name: '창립 기념' })] } });
  renderResources(resources, {
    path,
    member: buildAdministrator(),
    api,
    apiFetch: async (asked) =>
      asked === '/birth/v3/services' ? { serviceEncrypted: 'svc' } : Promise.reject(new Error(asked)),
  });
  return api;
}

configure({ asyncUtilTimeout: 5_000 });
const SLOW = { timeout: 30_000 };

describe('gift events (event/list, sending24/event/list)', SLOW, () => {
  it("shows the events with Korean headers and won budgets at the top menu's address too", async () => {
    setup('/pc/admin/sending24/event/list');
    expect(await screen.findByRole('heading', { level: 1, name: '선물 이벤트' })).toBeInTheDocument();
    const table = (await screen.findByRole('columnheader', { name: '이벤트 이름' })).closest('table')!;
    expect(await within(table).findByRole('link', { name: '11월 생일' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: '1인당 예산' })).toBeInTheDocument();
    expect(within(table).getAllByText('30,000원')).toHaveLength(2);
    expect(screen.getByRole('link', { name: '새 이벤트' })).toHaveAttribute(
      'href',
      '/pc/admin/sending24/event/detail',
    );
  });
});

describe('birth24 events (birth24/list)', SLOW, () => {
  it("leads from each event into the flow's step pages, and 새 이벤트 into its first step", async () => {
    setup('/pc/admin/birth24/list', [birth24Events]);
    expect(await screen.findByRole('heading', { level: 1, name: '생일24 이벤트' })).toBeInTheDocument();
    const table = (await screen.findByRole('columnheader', { name: '단계' })).closest('table')!;
    expect(await within(table).findByText('11월 생일')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: '대상자 수' })).toBeInTheDocument();
    const status = await within(table).findByRole('link', { name: '11월 생일 발송 현황' });
    await screen.findByRole('link', { name: '창립 기념 이벤트 수정' });
    expect(await within(table).findByRole('link', { name: '11월 생일 발송 현황' })).toHaveAttribute(
      'href',
      '/pc/admin/birth24Order/status/svc/ev1/w1',
    );
    expect(status).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '새 이벤트' })).toHaveAttribute(
      'href',
      '/pc/admin/birth24Order/eventSetting/svc/main',
    );
  });
});
