import type { z } from 'zod';
import type { GateMember } from '../../../authProvider/permissions';
import type { ImportColumns } from '../../../schemas/importColumns';

/**
 * A spreadsheet round trip declared on a resource (README "Spreadsheet round trips"): the kit draws
 * the list's action, the import page with its template, upload, preview and all-or-nothing save.
 */
export interface SheetImport {
  /** The action's words and the page's title (default "엑셀로 일괄 등록"). */
  label?: string;
  /** The sheet's columns in template order, from schemas/: header, aliases, example, choices. */
  columns: ImportColumns;
  /** The shared zod row schema from schemas/: the server validates every row with the same one. */
  row: z.ZodType;
  /** The bulk call below the resource's apiPath, e.g. '/ship-sheet' (body `{ rows, dryRun }`). */
  call: string;
  /** What the rows do, above the upload (default: the kit's sentence on templates and all-or-nothing). */
  lead?: string;
  /** The save button's words for n rows (default "n건 저장"). */
  commit?: (count: number) => string;
  /** The sentence after saving n rows (default "n건을 저장했습니다."). */
  done?: (count: number) => string;
  /** The page's address below the console's base (default `<listPath>/import`). */
  path?: string;
  /** Who is offered the action (default: who may write; the server checks again). */
  canImport?: (member: GateMember) => boolean;
}
