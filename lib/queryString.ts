/** A value a query parameter can take; arrays repeat the key, null and undefined leave it out. */
export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** `{ a: 1, b: '가 나' }` as "a=1&b=%EA%B0%80%20%EB%82%98": every key and value percent-encoded. */
export function buildQuery(params: Readonly<Record<string, QueryValue>>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    // encodeURIComponent rather than URLSearchParams: spaces as %20 read the same in every server.
    for (const item of values) parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
  }
  return parts.join('&');
}

/** `path` with the parameters appended ("?..." only when there are any); merges with a query already on it. */
export function withQuery(path: string, params: Readonly<Record<string, QueryValue>>): string {
  const query = buildQuery(params);
  if (!query) return path;
  return path.includes('?') ? `${path}&${query}` : `${path}?${query}`;
}

/** Parameters read back into a plain record (last value wins), e.g. to keep a page's query on redirect. */
export function queryToRecord(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}
