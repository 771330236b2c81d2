import { z } from 'zod';
import { importRowError } from './members';

/**
 * The body and answer of every bulk row call (a spreadsheet's rows sent at once, checked, then saved
 * all or none). Rows stay loose records here: each is parsed by the call's own row schema, so a bad
 * cell becomes a row error beside its cell, not a 400 for the whole file.
 */
export const SHEET_MAX_ROWS = 10_000;

export const sheetBody = z
  .object({
    rows: z
      .array(z.record(z.string(), z.unknown()))
      .min(1, '가져올 행이 없습니다.')
      .max(SHEET_MAX_ROWS, `한 번에 ${SHEET_MAX_ROWS.toLocaleString('ko-KR')}행까지 올릴 수 있습니다.`),
    /** true: check every row and report, save nothing. */
    dryRun: z.boolean().default(false),
    /**
     * Each row's number in the uploaded file (Excel's, the header being 1), so a message that names
     * another row ("2행과 같음") names it as the person sees it; errors still give `row` as the
     * row's place in `rows` (1 = the first).
     */
    rowNumbers: z.array(z.number().int().min(1)).max(SHEET_MAX_ROWS).optional(),
  })
  .meta({ id: 'SheetBody' });
export type SheetBody = z.output<typeof sheetBody>;

export { importRowError as sheetRowError };
export type SheetRowError = z.infer<typeof importRowError>;

/** `saved` is 0 on a dry run and whenever `errors` is not empty: nothing was saved. */
export const sheetAnswer = z
  .object({
    dryRun: z.boolean(),
    total: z.number().int(),
    saved: z.number().int(),
    errors: z.array(importRowError),
  })
  .meta({ id: 'SheetAnswer' });
export type SheetAnswer = z.infer<typeof sheetAnswer>;
