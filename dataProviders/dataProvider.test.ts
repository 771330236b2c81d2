import { HttpError } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from './dataProvider';
import type { ApiFetch, FetchJson } from './httpClient';
import { ApiError } from './httpClient';
import { resourcePath } from './resourcePaths';

const unusedApiFetch: ApiFetch = () => Promise.reject(new Error('not used'));
const listAnswer = (json: unknown) => ({
  status: 200,
  headers: new Headers({ 'Content-Range': 'members 0-1/2' }),
  body: JSON.stringify(json),
  json,
});

describe('resource paths', () => {
  it('maps each admin resource to its API path', () => {
    expect(resourcePath('members')).toBe('/homepage/v2/members');
    expect(resourcePath('groups')).toBe('/homepage/v2/groups');
    expect(resourcePath('managers')).toBe('/homepage/v2/managers');
    expect(resourcePath('anniversaries')).toBe('/homepage/v2/anniversaries');
  });

  it('refuses a resource missing from the table instead of guessing a path', () => {
    expect(() => resourcePath('toString')).toThrow(/toString/);
  });
});

describe('dataProvider', () => {
  it('lists a resource at its mapped path with the simple-rest query and Range header', async () => {
    const fetchJson = vi.fn<FetchJson>().mockResolvedValue(listAnswer([{ id: 'a' }, { id: 'b' }]));
    const result = await createDataProvider({ fetchJson, apiFetch: unusedApiFetch }).getList('members', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: '김' },
    });
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
    await createDataProvider({ fetchJson, apiFetch: unusedApiFetch }).getOne('groups', { id: 'g1' });
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
    const error = await createDataProvider({ fetchJson, apiFetch: unusedApiFetch })
      .create('members', { data: { name: '' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, message: '입력값을 확인해주세요.', body });
  });
});
