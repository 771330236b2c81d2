// Browser-side validation of a member-import file (target: 10,000 rows under 1.5 s): the
// same pure functions the import page runs (header mapping, cell clean-up, row rules, duplicate
// phones), timed in node on the rows bench/importRows.ts generates for the server's commit figure.
// `node --import tsx bench/importValidation.ts` prints one line; bench/organisation.ts can call
// measureImportValidation() and print it with its other figures.
import { pathToFileURL } from 'node:url';
import { MEMBER_IMPORT_HEADERS } from '../schemas/members';
import {
  IMPORT_FIELDS,
  mapHeaders,
  toImportRows,
  validateRows,
} from '../resources/members/import/importRows';
import { importRows } from './importRows';

/** Milliseconds to map, clean and validate `count` rows (best of `runs`, after one warm-up run). */
export function measureImportValidation(count = 10_000, runs = 3): { ms: number; errors: number } {
  const header = IMPORT_FIELDS.map((field) => MEMBER_IMPORT_HEADERS[field]);
  const cells = importRows(count).map((row) => IMPORT_FIELDS.map((field) => row[field]));
  let best = Number.POSITIVE_INFINITY;
  let errors = 0;
  for (let run = 0; run <= runs; run += 1) {
    const started = performance.now();
    const rows = toImportRows(cells, mapHeaders(header));
    errors = validateRows(rows).length;
    const elapsed = performance.now() - started;
    if (run > 0) best = Math.min(best, elapsed);
  }
  return { ms: best, errors };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { ms, errors } = measureImportValidation();
  if (errors > 0) throw new Error(`the benchmark file should be valid, found ${errors} errors`);
  console.log(
    '구성원 가져오기 10,000행: 브라우저 검증'.padEnd(46),
    `${(ms / 1000).toFixed(3)} s`.padStart(12),
    '  (목표 1.5 s 미만)',
  );
}
