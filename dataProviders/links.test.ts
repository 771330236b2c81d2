import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outsideLinks } from '../schemas/content';

const fetchMock = vi.fn<typeof fetch>();
const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** A fresh module each time: the links are kept for the page's lifetime once loaded. */
async function load() {
  vi.resetModules();
  return (await import('./links')).loadOutsideLinks();
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('outside links', () => {
  it('reads every address the schema declares, trimmed', async () => {
    const value = Object.fromEntries(
      Object.keys(outsideLinks.shape).map((key) => [key, ` https://${key}.example.com `]),
    );
    fetchMock.mockResolvedValueOnce(answer({ name: 'links', value }));
    const links = await load();
    expect(Object.keys(links).sort()).toEqual(Object.keys(outsideLinks.shape).sort());
    expect(links.quickUrl).toBe('https://quickUrl.example.com');
  });

  it('reads a missing address as not configured', async () => {
    fetchMock.mockResolvedValueOnce(
      answer({ name: 'links', value: { helpUrl: 'https://help.example.com' } }),
    );
    const links = await load();
    expect(links.helpUrl).toBe('https://help.example.com');
    expect(links.quickUrl).toBe('');
    expect(links.legacyPortalUrl).toBe('');
  });

  it('refuses a malformed answer, and asks again on the next call', async () => {
    fetchMock.mockResolvedValueOnce(answer({ name: 'links', value: { helpUrl: 42 } }));
    vi.resetModules();
    const { loadOutsideLinks } = await import('./links');
    await expect(loadOutsideLinks()).rejects.toThrow(/helpUrl/);
    fetchMock.mockResolvedValueOnce(answer({ name: 'links' }));
    await expect(loadOutsideLinks()).rejects.toThrow();
    fetchMock.mockResolvedValueOnce(answer({ value: { helpUrl: 'https://help.example.com' } }));
    await expect(loadOutsideLinks()).resolves.toMatchObject({ helpUrl: 'https://help.example.com' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
