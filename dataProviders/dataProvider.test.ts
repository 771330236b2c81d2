import { HttpError } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from './dataProvider';
import type { ApiFetch, FetchJson } from './httpClient';
import { ApiError } from './httpClient';
import { resourcePath } from './resourcePaths';

const unusedApiFetch: ApiFetch = () => Promise.reject(new Error('not used'));
/** The table an app builds from its registered resources' definitions. */
const PATHS = { members: '/homepage/v2/members', groups: '/homepage/v2/groups' };
const listAnswer = (json: unknown) => ({
  status: 200,
  headers: new Headers({ 'Content-Range': 'members 0-1/2' }),
  body: JSON.stringify(json),
  json,
});

describe('resource paths', () => {
  it('maps each resource to the path its app registered, also for the calls beyond CRUD', async () => {
    expect(resourcePath('members', PATHS)).toBe('/homepage/v2/members');
    const apiFetch = vi.fn().mockResolvedValue({ ok: true });
    const provider = createDataProvider({ fetchJson: vi.fn<FetchJson>(), apiFetch }, PATHS);
    await expect(provider.resourceFetch('groups', '/g1/move', { method: 'PUT', body: {} })).resolves.toEqual({
      ok: true,
    });
    expect(apiFetch).toHaveBeenCalledWith('/homepage/v2/groups/g1/move', { method: 'PUT', body: {} });
  });

  it('refuses a resource missing from the table instead of guessing a path', () => {
    expect(() => resourcePath('toString', PATHS)).toThrow(/toString/);
    const provider = createDataProvider({ fetchJson: vi.fn<FetchJson>(), apiFetch: unusedApiFetch }, PATHS);
    expect(() => provider.resourceFetch('managers', '/x')).toThrow(/managers/);
  });
});

describe('dataProvider', () => {
  it('lists a resource at its mapped path with the simple-rest query and Range header', async () => {
    const fetchJson = vi.fn<FetchJson>().mockResolvedValue(listAnswer([{ id: 'a' }, { id: 'b' }]));
    const result = await createDataProvider({ fetchJson, apiFetch: unusedApiFetch }, PATHS).getList(
      'members',
      {
        pagination: { page: 1, perPage: 50 },
        sort: { field: 'name', order: 'ASC' },
        filter: { q: '김' },
      },
    );
    expect(result).toMatchObject({ total: 2, data: [{ id: 'a' }, { id: 'b' }] });
    const [url, options] = fetchJson.mock.calls[0] ?? [];
    const parsed = new URL(url ?? '', 'https://portal.test');
    expect(parsed.pathname).toBe('/homepage/v2/members');
    expect(parsed.searchParams.get('range')).toBe('[0,49]');
    expect(parsed.searchParams.get('filter')).toBe('{"q":"김"}');
    expect(new Headers(options?.headers).get('Range')).toBe('members=0-49');
  });

  it('addresses one record below the mapped path', async () => {
    const fetchJson = vi.fn<FetchJson>().mockResolvedValue(listAnswer({ id: 'g1', name: '개발팀' }));
    await createDataProvider({ fetchJson, apiFetch: unusedApiFetch }, PATHS).getOne('groups', { id: 'g1' });
    expect(fetchJson.mock.calls[0]?.[0]).toBe('/homepage/v2/groups/g1');
  });

  it('turns an API failure into a react-admin HttpError carrying status and field errors', async () => {
    const body = {
      status: 400,
      code: 'VALIDATION',
      message: '입력값을 확인해주세요.',
      errors: { name: '이름을 입력해주세요.' },
    };
    const fetchJson = vi.fn<FetchJson>().mockRejectedValue(new ApiError(400, body, body.message));
    const error = await createDataProvider({ fetchJson, apiFetch: unusedApiFetch }, PATHS)
      .create('members', { data: { name: '' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, message: '입력값을 확인해주세요.', body });
  });
});

describe('resources below another record', () => {
  const NESTED = { subjects: '/birth/v3/events/{eventId}/subjects' };

  it("lists at the parent's path, filled from the filter, without sending that filter again", async () => {
    const fetchJson = vi.fn<FetchJson>().mockResolvedValue(listAnswer([{ id: 's1' }]));
    await createDataProvider({ fetchJson, apiFetch: unusedApiFetch }, NESTED).getList('subjects', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'id', order: 'ASC' },
      filter: { eventId: 'e/1', q: '김' },
    });
    const parsed = new URL(fetchJson.mock.calls[0]?.[0] ?? '', 'https://portal.test');
    expect(parsed.pathname).toBe('/birth/v3/events/e%2F1/subjects');
    expect(parsed.searchParams.get('filter')).toBe('{"q":"김"}');
  });

  it('addresses one record with the parent from meta, and refuses a call without it', async () => {
    const fetchJson = vi.fn<FetchJson>().mockResolvedValue(listAnswer({ id: 's1' }));
    const provider = createDataProvider({ fetchJson, apiFetch: unusedApiFetch }, NESTED);
    await provider.getOne('subjects', { id: 's1', meta: { eventId: 'e1' } });
    expect(fetchJson.mock.calls[0]?.[0]).toBe('/birth/v3/events/e1/subjects/s1');
    expect(() => provider.getOne('subjects', { id: 's1' })).toThrow(/eventId/);
  });
});
