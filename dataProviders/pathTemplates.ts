/**
 * A resource below another record has a path template, e.g. '/birth/v3/events/{eventId}/subjects':
 * each `{name}` is filled from the call's `meta` or, for lists, from its filter (a list embedded in
 * its parent's page filters by the parent), and that value is not sent again as a filter.
 */
export interface PathParams {
  meta?: unknown;
  filter?: unknown;
}

const PLACEHOLDER = /\{(\w+)\}/g;

const namesOf = (template: string) => [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);

function valueOf(name: string, { meta, filter }: PathParams): unknown {
  const fromMeta =
    typeof meta === 'object' && meta !== null ? (meta as Record<string, unknown>)[name] : undefined;
  if (fromMeta !== undefined) return fromMeta;
  return typeof filter === 'object' && filter !== null
    ? (filter as Record<string, unknown>)[name]
    : undefined;
}

/** The path with its placeholders filled; a missing value is a programming error, not a guessed path. */
export function fillPath(template: string, params: PathParams | undefined): string {
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const value = valueOf(name, params ?? {});
    if (value === undefined || value === null || value === '')
      throw new Error(`API 경로의 ${name} 값이 없습니다: ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** The params without the filter values that went into the path. */
export function withoutPathFilters<P>(template: string, params: P): P {
  const names = namesOf(template);
  if (names.length === 0 || typeof params !== 'object' || params === null || !('filter' in params))
    return params;
  const filter = params.filter;
  if (typeof filter !== 'object' || filter === null) return params;
  const rest = Object.fromEntries(Object.entries(filter).filter(([key]) => !names.includes(key)));
  return { ...params, filter: rest };
}
