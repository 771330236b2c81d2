import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { buildAdministrator, buildMember } from '../../authProvider/permissions.testing';
import { ApiError } from '../../dataProviders/httpClient';
import type { ApiFetchOptions } from '../../dataProviders/httpClient';
import type { RevertResult, Revision } from '../../schemas/history';
import { field } from '../../schemas/meta';
import { defineResource } from './defineResource';
import { historyPathOf } from './RecordHistory';
import { createFakeApi, renderResources } from './testing';

const personFields = { name: field(z.string().min(1), { label: '이름', sortable: true }) };
const people = defineResource({
  name: 'people',
  apiPath: '/homepage/v2/people',
  label: '구성원',
  listPath: 'people/list',
  record: z.object({ id: z.string(), ...personFields }),
  input: z.object(personFields),
  canWrite: (member) => member.companyMemberRole === '관리자',
});
const notes = defineResource({
  name: 'notes',
  apiPath: '/homepage/v2/notes',
  label: '메모',
  listPath: 'note/list',
  record: z.object({ id: z.string(), ...personFields }),
  history: false,
});

const revision = (overrides: Partial<Revision>): Revision => ({
  id: '1',
  at: '2026-11-24T01:30:00.000Z',
  actorName: '김지원',
  action: 'update',
  actionLabel: '수정',
  call: 'PUT /homepage/v2/people/{id}',
  callName: '구성원 수정',
  revertOf: null,
  revertOfAt: null,
  restorable: false,
  changes: {},
  fields: [],
  otherFields: 0,
  ...overrides,
});

const REVISIONS: Revision[] = [
  revision({
    id: '3',
    at: '2026-11-24T02:00:00.000Z',
    action: 'revert',
    actionLabel: '되돌림',
    revertOf: '1',
    revertOfAt: '2026-11-24T00:00:00.000Z',
    fields: [{ field: 'name', label: '이름', before: '김영희', after: '김철수' }],
  }),
  revision({
    id: '2',
    restorable: true,
    fields: [{ field: 'name', label: '이름', before: '김철수', after: '김영희' }],
    otherFields: 1,
  }),
  revision({
    id: '1',
    at: '2026-11-24T00:00:00.000Z',
    action: 'create',
    actionLabel: '등록',
    callName: '구성원 등록',
    restorable: true,
  }),
];

type Answer = (path: string, options?: ApiFetchOptions) => Promise<unknown>;

function setup(answer: Answer, { admin = true, path = '/pc/admin/people/p1/show' } = {}) {
  const api = createFakeApi({
    people: { rows: [{ id: 'p1', name: '김철수' }] },
    notes: { rows: [{ id: 'n1', name: '메모 하나' }] },
  });
  const apiFetch = vi.fn(answer);
  renderResources([people, notes], {
    path,
    member: admin ? buildAdministrator() : buildMember(),
    api,
    apiFetch,
  });
  return { apiFetch, api };
}

async function openPanel() {
  const toggle = await screen.findByRole('button', { name: /변경 이력/ });
  await userEvent.click(toggle);
  return screen.getByTestId('record-history');
}

configure({ asyncUtilTimeout: 5_000 });

describe('변경 이력 panel', { timeout: 30_000 }, () => {
  it('asks the console’s history call of the resource’s kind', () => {
    expect(historyPathOf('/homepage/v2/members')).toBe('/homepage/v2/history/members');
    expect(historyPathOf('/buy24/v1/admin/buy-requests')).toBe('/homepage/v2/history/buy-requests');
    expect(historyPathOf('/provider/v1/notices')).toBe('/provider/v1/history/notices');
  });

  it('lists the revisions when opened: who, when, which call, each field before → after', async () => {
    const { apiFetch } = setup(async () => REVISIONS);
    await screen.findByText('김철수');
    // Closed, it asks nothing.
    expect(apiFetch).not.toHaveBeenCalled();
    const panel = await openPanel();
    const items = await within(panel).findAllByTestId('revision');
    expect(items).toHaveLength(3);
    expect(apiFetch.mock.calls[0]![0]).toBe('/homepage/v2/history/people/p1');
    expect(apiFetch.mock.calls[0]![1]?.query).toEqual({ sort: '["at","DESC"]', range: '[0,20]' });
    expect(items[0]).toHaveTextContent('되돌림');
    expect(items[0]).toHaveTextContent('2026.11.24 09:00 시점으로 되돌림');
    expect(items[1]).toHaveTextContent('구성원 수정');
    expect(items[1]).toHaveTextContent('2026.11.24 10:30 · 김지원');
    expect(items[1]).toHaveTextContent('이름: 김철수→김영희');
    expect(items[1]).toHaveTextContent('그 밖의 항목 1개');
    expect(items[2]).toHaveTextContent('구성원 등록');
    // The newest revision is where the record is: nothing to go back to.
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(within(items[1]!).getByRole('button', { name: /이 시점으로 되돌리기/ })).toBeInTheDocument();
  });

  it('shows loading, then the empty state in its own words', async () => {
    let answer: (rows: Revision[]) => void = () => undefined;
    setup(() => new Promise((resolve) => (answer = resolve)));
    const panel = await openPanel();
    expect(await within(panel).findByTestId('history-loading')).toHaveTextContent('불러오는 중입니다');
    answer([]);
    expect(await within(panel).findByTestId('history-empty')).toHaveTextContent('변경 이력이 없습니다.');
    expect(within(panel).queryByTestId('history-loading')).toBeNull();
  });

  it('shows a failure with the server’s message and 다시 시도', async () => {
    let fail = true;
    const { apiFetch } = setup(async () => {
      if (fail) throw new ApiError(500, null, '변경 이력을 불러오지 못했습니다.');
      return REVISIONS;
    });
    const panel = await openPanel();
    const error = await within(panel).findByTestId('history-error');
    expect(error).toHaveTextContent('변경 이력을 불러오지 못했습니다.');
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: '다시 시도' }));
    expect(await within(panel).findAllByTestId('revision')).toHaveLength(3);
    expect(apiFetch).toHaveBeenCalledTimes(2);
  });

  it('asks before reverting, naming what will change, then reverts through the server', async () => {
    const preview: RevertResult = {
      dryRun: true,
      fields: [{ field: 'name', label: '이름', before: '김철수', after: '김영희' }],
      skipped: [{ field: 'secret', label: '비밀번호', reason: '가려진 값이라 되돌리지 않습니다.' }],
    };
    const { apiFetch } = setup(async (path, options) => {
      if (path.endsWith('/revert'))
        return { ...preview, dryRun: (options?.body as { dryRun: boolean }).dryRun };
      return REVISIONS;
    });
    const panel = await openPanel();
    const [, second] = await within(panel).findAllByTestId('revision');
    await userEvent.click(within(second!).getByRole('button', { name: /이 시점으로 되돌리기/ }));
    const dialog = await screen.findByRole('dialog', { name: '이 시점으로 되돌리기' });
    expect(dialog).toHaveTextContent(
      '구성원을 2026.11.24 10:30, 김지원님의 구성원 수정 직후의 값으로 되돌립니다.',
    );
    const changes = await within(dialog).findByTestId('revert-changes');
    expect(changes).toHaveTextContent('이름: 김철수→김영희');
    expect(dialog).toHaveTextContent('비밀번호: 가려진 값이라 되돌리지 않습니다.');
    expect(apiFetch).toHaveBeenCalledWith(
      '/homepage/v2/history/people/p1/revert',
      expect.objectContaining({ method: 'POST', body: { revisionId: '2', dryRun: true } }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '되돌리기' }));
    await waitFor(() =>
      expect(apiFetch).toHaveBeenCalledWith(
        '/homepage/v2/history/people/p1/revert',
        expect.objectContaining({ method: 'POST', body: { revisionId: '2', dryRun: false } }),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('구성원을 이 시점으로 되돌렸습니다.')).toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s reason when the rules refuse the revert', async () => {
    const { apiFetch } = setup(async (path, options) => {
      if (!path.endsWith('/revert')) return REVISIONS;
      if ((options?.body as { dryRun: boolean }).dryRun)
        return {
          dryRun: true,
          fields: [{ field: 'name', label: '이름', before: 'a', after: 'b' }],
          skipped: [],
        };
      throw new ApiError(409, null, '이미 사용 중인 이메일입니다.');
    });
    const panel = await openPanel();
    const [, second] = await within(panel).findAllByTestId('revision');
    await userEvent.click(within(second!).getByRole('button', { name: /이 시점으로 되돌리기/ }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTestId('revert-changes');
    await userEvent.click(within(dialog).getByRole('button', { name: '되돌리기' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('이미 사용 중인 이메일입니다.');
    expect(apiFetch).toHaveBeenCalledTimes(3);
  });

  it('offers no revert to a member who may not edit', async () => {
    setup(async () => REVISIONS, { admin: false });
    const panel = await openPanel();
    await within(panel).findAllByTestId('revision');
    expect(within(panel).queryByRole('button', { name: /이 시점으로 되돌리기/ })).toBeNull();
  });

  it('is not drawn on the pages of a resource that opts out', async () => {
    setup(async () => REVISIONS, { path: '/pc/admin/notes/n1/show' });
    await screen.findByText('메모 하나');
    expect(screen.queryByTestId('record-history')).toBeNull();
  });
});
