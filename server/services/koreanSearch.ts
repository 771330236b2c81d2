import { or, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { searchTests, type SearchTest } from '../../lib/koreanSearch';
import { containsPattern } from './listQuery';

/**
 * A list's `q` as one SQL condition, by the rules of lib/koreanSearch.ts (초성, a Korean word typed
 * on the English keyboard, a syllable still being typed, phone digits, else a substring).
 * search_choseong and search_digits are the migration korean_search's functions; the member list
 * has trigram indexes on both (company_members' name and cell_phone).
 */
export interface SearchColumns {
  /** People's and companies' names, titles, product names: every rule. */
  names: SQLWrapper[];
  /** E-mails, codes, barcodes: the text as typed. */
  plain?: SQLWrapper[];
  /** Phones, business numbers: their digits. */
  digits?: SQLWrapper[];
}

/** What decides the SQL text of a search (`contains:all pattern`); its values are the parameters. */
export type SearchShape = string;

const shapeOf = (test: SearchTest) => (test.kind === 'contains' ? `contains:${test.columns}` : test.kind);

/** The parameter of a test: a LIKE pattern, or the regular expression itself. */
const valueOf = (test: SearchTest) => (test.kind === 'pattern' ? test.value : containsPattern(test.value));

/**
 * The shape and parameters of `q` (search0, search1, …) for a prepared statement, whose SQL comes
 * from `searchCondition(shape, columns, sql.placeholder)`; null for a blank query.
 */
export function preparedSearch(
  q: string | undefined,
  { digits = false } = {},
): { shape: SearchShape; values: Record<string, string> } | null {
  const tests = searchTests(q ?? '', { digits });
  if (tests.length === 0) return null;
  return {
    shape: tests.map(shapeOf).join(' '),
    values: Object.fromEntries(tests.map((test, index) => [`search${index}`, valueOf(test)])),
  };
}

/** The condition of a shape over the columns, each test's value from `value('search0')`, …. */
export function searchCondition(
  shape: SearchShape,
  columns: SearchColumns,
  value: (name: string) => Placeholder | string,
): SQL {
  const { names, plain = [], digits = [] } = columns;
  const arms = shape.split(' ').flatMap((kind, index) => {
    const v = value(`search${index}`);
    switch (kind) {
      case 'contains:all':
        return [...names, ...plain].map((column) => sql`${column} ilike ${v}`);
      case 'contains:names':
        return names.map((column) => sql`${column} ilike ${v}`);
      case 'choseong':
        return names.map((column) => sql`search_choseong(${column}) like ${v}`);
      case 'pattern':
        return names.map((column) => sql`${column} ~* ${v}`);
      case 'digits':
        return digits.map((column) => sql`search_digits(${column}) like ${v}`);
      default:
        throw new Error(`unknown search shape: ${kind}`);
    }
  });
  // A query none of the columns can match (초성 over e-mails only) finds nothing, not everything.
  return arms.length === 0 ? sql`false` : arms.length === 1 ? arms[0]! : or(...arms)!;
}

/** `q` over the columns as one condition with its values as parameters; undefined for a blank query. */
export function koreanSearch(q: string | undefined, columns: SearchColumns): SQL | undefined {
  const search = preparedSearch(q, { digits: (columns.digits?.length ?? 0) > 0 });
  if (!search) return undefined;
  return searchCondition(search.shape, columns, (name) => search.values[name]!);
}
