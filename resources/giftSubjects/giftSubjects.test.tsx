import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildAdministrator } from '../../authProvider/permissions.testing';
import type { SubjectRecord } from '../../schemas/gift/subjects';
import { ResourceList } from '../_generated';
import type { FakeApiFetch } from '../_generated/testing';
import { createFakeApi, renderResources } from '../_generated/testing';
import { giftSubjects } from '.';

const subject = (overrides: Partial<SubjectRecord>): SubjectRecord => ({
  id: 's1',
  memberId: null,
  name: '김선물',
  cellPhone: '01012345678',
  rank: '과장',
  gender: '여',
  eventDate: '19900315',
  lunar: '양력',
  nextDate: '20260315',
  source: 'IMPORT',
  budget: 30_000,
  ...overrides,
});

/** The event's section drawn with the declared list, as SubjectsSection does. */
function setup(answer: FakeApiFetch = () => Promise.reject(new Error('not used'))) {
  const api = createFakeApi({
    subjects: {
      rows: [
        subject({}),
        subject({ id: 's2', name: '이구성', source: 'MEMBER', budget: 50_000, cellPhone: '01098765432' }),
      ],
    },
  });
  const section = {
    ...giftSubjects,
    routes: [
      {
        path: 'event-section',
        element: <ResourceList resource={giftSubjects} filter={{ eventId: 'e1' }} />,
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

describe("an event's subjects (giftSubjects inside the event's page)", SLOW, () => {
  it("asks the event's list call and shows its rows with Korean headers, phones, won and the count", async () => {
    const api = setup();
    const table = (await screen.findByRole('columnheader', { name: '이름' })).closest('table')!;
    expect(await within(table).findByText('김선물')).toBeInTheDocument();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['이름', '휴대폰 번호', '직급', '기념일', '올해 발송일', '등록 경로', '예산']),
    );
    expect(headers).not.toContain('성별');
    expect(within(table).getByText('010-1234-5678')).toBeInTheDocument();
    expect(within(table).getByText('30,000원')).toBeInTheDocument();
    expect(within(table).getByText('파일 등록')).toBeInTheDocument();
    // Stored YYYYMMDD days read as Korean calendar dates.
    expect(within(table).getAllByText('2026. 3. 15.').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('1990. 3. 15.').length).toBeGreaterThan(0);
    expect(within(table).queryByText('20260315')).not.toBeInTheDocument();
    expect(screen.getByText('총 2명')).toBeInTheDocument();
    const list = api.requests.find((request) => request.method === 'GET');
    expect(list?.url.pathname).toBe('/birth/v3/events/e1/subjects');
    // The event went into the path, not into the filter.
    expect(JSON.parse(list?.url.searchParams.get('filter') ?? '{}')).toEqual({});
    expect(list?.url.searchParams.get('sort')).toBe('["name","ASC"]');
  });

  it('deletes the checked subjects at their own addresses below the event', async () => {
    const api = setup();
    await screen.findByText('김선물');
    await userEvent.click(screen.getByRole('checkbox', { name: /김선물/ }));
    // react-admin's own bulk delete (its words come from the admin's catalogue: English in tests).
    await userEvent.click(await screen.findByRole('button', { name: /삭제|delete/i }));
    const confirm = await screen.findByRole('dialog');
    await userEvent.click(within(confirm).getByRole('button', { name: /확인|삭제|confirm|delete/i }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'DELETE')).toBe(true));
    const deleted = api.requests.filter((r) => r.method === 'DELETE').map((r) => r.url.pathname);
    expect(deleted).toEqual(['/birth/v3/events/e1/subjects/s1']);
    await waitFor(() => expect(screen.queryByText('김선물')).not.toBeInTheDocument());
  });

  it("corrects a subject's name, phone and budget with the event's correction call", async () => {
    const calls: { path: string; body: unknown }[] = [];
    setup(async (path, options) => {
      calls.push({ path, body: options?.body });
      return subject({ name: '김수정' });
    });
    await userEvent.click(await screen.findByRole('button', { name: '김선물 수정' }));
    const dialog = await screen.findByRole('dialog', { name: '대상자 수정' });
    const name = within(dialog).getByLabelText(/이름/);
    await userEvent.clear(name);
    await userEvent.type(name, '김수정');
    await userEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          path: '/birth/v3/events/e1/subjects/s1',
          body: { name: '김수정', cellPhone: '01012345678', budget: 30_000 },
        },
      ]),
    );
  });
});
