import { z } from 'zod';
import { hasForbiddenCharacter, text } from '../../schemas/text';
import { badRequest } from '../errors';

/**
 * The list protocol of ra-data-simple-rest (DESIGN "API conventions"): `sort=["name","ASC"]`,
 * `range=[100,149]` (inclusive, from 0) and `filter={"groupId":"…","q":"김"}`, each JSON in the
 * query string; the answer is a JSON array with `Content-Range: members 100-149/200`.
 *
 * A resource declares what it accepts with `defineList` (sortable fields and one zod schema per
 * filter key); everything else is a 400 with a Korean message, never a silently ignored filter.
 */

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 1000;

/** The query string every list call takes (documented in the OpenAPI document). */
export const listQuerystring = z.object({
  sort: z.string().max(200).optional().meta({ description: '정렬: ["필드","ASC" 또는 "DESC"] (JSON)' }),
  range: z
    .string()
    .max(100)
    .optional()
    .meta({ description: '범위: [시작, 끝] (JSON, 0부터 세고 끝을 포함, 기본 [0,49], 최대 1000건)' }),
  filter: z.string().max(20_000).optional().meta({ description: '검색 조건 (JSON 객체)' }),
});
export type ListQuerystring = z.infer<typeof listQuerystring>;

/** getMany sends `filter={"id":[...]}`; a single id is accepted too. */
export const idFilter = z.union([text({ max: 200 }), z.array(text({ max: 200 })).max(MAX_PAGE_SIZE)]);

/** `%text%` for ILIKE, with the pattern characters of the text itself escaped. */
export const containsPattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Free-text search: blank means no search. Control characters are refused like in any text input. */
export const textFilter = text({ max: 100, trim: true });

export type SortOrder = 'ASC' | 'DESC';

export interface ListRequest<S extends string, F extends z.ZodRawShape> {
  sort: S;
  order: SortOrder;
  offset: number;
  limit: number;
  filter: Partial<z.output<z.ZodObject<F>>>;
}

export interface ListDefinition<S extends string, F extends z.ZodRawShape> {
  /** The react-admin resource name, as the Content-Range header carries it. */
  resource: string;
  /** Parses and checks the three query parameters; throws a 400 AppError in Korean. */
  parse(query: ListQuerystring): ListRequest<S, F>;
}

const INVALID_JSON = (name: string) => `${name} 값이 올바른 JSON 형식이 아닙니다.`;

/** Any key or text in a filter holding a control character, whatever schema its key declares. */
function hasForbiddenText(value: unknown): boolean {
  if (typeof value === 'string') return hasForbiddenCharacter(value);
  if (Array.isArray(value)) return value.some(hasForbiddenText);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => hasForbiddenCharacter(key) || hasForbiddenText(item));
  }
  return false;
}

function parseJson(text: string, name: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(INVALID_JSON(name));
  }
}

/** Declares a list: its sortable fields, default sort and filters (one zod schema per key). */
export function defineList<S extends string, F extends z.ZodRawShape>(spec: {
  resource: string;
  sortFields: readonly S[];
  defaultSort: readonly [S, SortOrder];
  filters: F;
}): ListDefinition<S, F> {
  const filterSchema = z.object(spec.filters).partial().strict();
  const sortable = new Set<string>(spec.sortFields);

  const parseSort = (text: string | undefined): [S, SortOrder] => {
    if (text === undefined || text === '') return [spec.defaultSort[0], spec.defaultSort[1]];
    const value = parseJson(text, 'sort');
    if (
      !Array.isArray(value) ||
      value.length !== 2 ||
      typeof value[0] !== 'string' ||
      typeof value[1] !== 'string'
    )
      throw badRequest('정렬(sort)은 ["필드","ASC"] 형식이어야 합니다.');
    const [field, order] = value as [string, string];
    if (!sortable.has(field)) throw badRequest(`정렬할 수 없는 항목입니다: ${field.slice(0, 50)}`);
    const upper = order.toUpperCase();
    if (upper !== 'ASC' && upper !== 'DESC') throw badRequest('정렬 방향은 ASC 또는 DESC여야 합니다.');
    return [field as S, upper];
  };

  const parseRange = (text: string | undefined): [number, number] => {
    if (text === undefined || text === '') return [0, DEFAULT_PAGE_SIZE];
    const value = parseJson(text, 'range');
    const valid =
      Array.isArray(value) &&
      value.length === 2 &&
      value.every((n) => Number.isSafeInteger(n) && n >= 0) &&
      (value[1] as number) >= (value[0] as number);
    if (!valid) throw badRequest('조회 범위(range)는 [시작, 끝] 형식의 0 이상 정수여야 합니다.');
    const [start, end] = value as [number, number];
    if (end - start + 1 > MAX_PAGE_SIZE)
      throw badRequest(`한 번에 ${MAX_PAGE_SIZE.toLocaleString('ko-KR')}건까지 조회할 수 있습니다.`);
    return [start, end - start + 1];
  };

  const parseFilter = (text: string | undefined) => {
    if (text === undefined || text === '') return {};
    const value = parseJson(text, 'filter');
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw badRequest('검색 조건(filter)은 JSON 객체여야 합니다.');
    if (hasForbiddenText(value)) throw badRequest('검색 조건에 사용할 수 없는 문자가 있습니다.');
    const result = filterSchema.safeParse(value);
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    if (issue?.code === 'unrecognized_keys')
      throw badRequest(`알 수 없는 검색 조건입니다: ${issue.keys.join(', ').slice(0, 100)}`);
    throw badRequest(`검색 조건(${String(issue?.path[0] ?? '')})의 값이 올바르지 않습니다.`);
  };

  return {
    resource: spec.resource,
    parse(query) {
      const [sort, order] = parseSort(query.sort);
      const [offset, limit] = parseRange(query.range);
      return { sort, order, offset, limit, filter: parseFilter(query.filter) };
    },
  };
}

// `members 100-149/200`, or "members */0" for an empty page (the unsatisfied-range form of RFC 9110).
export function contentRange(resource: string, offset: number, count: number, total: number): string {
  return count === 0 ? `${resource} */${total}` : `${resource} ${offset}-${offset + count - 1}/${total}`;
}

/** The headers of a list answer: the range, exposed so the browser's fetch can read it. */
export function listHeaders(resource: string, offset: number, count: number, total: number) {
  return {
    'content-range': contentRange(resource, offset, count, total),
    'access-control-expose-headers': 'Content-Range',
  };
}

/**
 * Route-level serializer for list answers: plain JSON.stringify. The response schema still documents
 * the shape (OpenAPI), but rows come from typed mappers that build each field explicitly, and
 * re-validating 50 rows on the way out cost a tenth of member/list's time, and would turn one odd
 * stored value (say, a phone saved before a rule changed) into a 500 for the whole page.
 */
export const listSerializerCompiler = () => (data: unknown) => JSON.stringify(data);

/** A page of rows with the total, what every list service returns. */
export interface ListPage<T> {
  rows: T[];
  total: number;
}

/** Code-point order, the same as PostgreSQL's C collation (and 가나다 order for Hangul). */
export function compareText(a: string | null, b: string | null): number {
  const left = a ?? '';
  const right = b ?? '';
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * Sorts and pages rows built in memory: only for rows that exist nowhere in the database (a month's
 * anniversaries, computed from members' days). A list of stored rows pages in the database
 * (`pageInDatabase` in server/api/listFromRecord.ts). `tieBreak` keeps the order stable across pages.
 */
export function sortAndPage<T, S extends string>(
  rows: T[],
  request: { sort: S; order: SortOrder; offset: number; limit: number },
  comparators: Record<S, (a: T, b: T) => number>,
  tieBreak: (a: T, b: T) => number,
): ListPage<T> {
  const compare = comparators[request.sort];
  const direction = request.order === 'ASC' ? 1 : -1;
  const sorted = [...rows].sort((a, b) => direction * compare(a, b) || tieBreak(a, b));
  return { rows: sorted.slice(request.offset, request.offset + request.limit), total: rows.length };
}

/** Decodes the ids of an `id` filter, dropping the ones that are not ours (getMany returns fewer). */
export function decodeIdFilter(value: string | string[], decode: (id: string) => number | null): number[] {
  const ids = (Array.isArray(value) ? value : [value]).map(decode);
  return ids.filter((id): id is number => id !== null);
}
