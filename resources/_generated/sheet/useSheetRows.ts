import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import type { ImportColumns } from '../../../schemas/importColumns';
import { SHEET_MAX_ROWS } from '../../../schemas/sheet';
import type { SheetRowError } from '../../../schemas/sheet';
import { readSheet } from './readSheet';
import { mapHeaders, rowErrors, sheetRowsOf } from './rows';
import type { SheetRow } from './rows';
import { SHEET_TEXT as TEXT } from './strings';

/** An uploaded file's rows, each with the row number Excel shows for it, and what was left out. */
export interface LoadedSheet {
  name: string;
  rows: SheetRow[];
  sheetRows: number[];
  notices: string[];
}

/** Reads an uploaded .xlsx or .csv into rows of the sheet's fields, or says in Korean why not. */
export async function readRows(file: File, columns: ImportColumns): Promise<LoadedSheet | string> {
  if (!/\.(xlsx|csv)$/i.test(file.name)) return TEXT.wrongType;
  try {
    const [header = [], ...cells] = await readSheet(file.name, await file.arrayBuffer());
    const mapping = mapHeaders(header, columns);
    if (mapping.missing.length > 0) return TEXT.missingHeaders(mapping.missingHeaders);
    const { rows, sheetRows, exampleSkipped } = sheetRowsOf(cells, mapping, columns);
    if (rows.length === 0) return TEXT.empty;
    if (rows.length > SHEET_MAX_ROWS) return TEXT.tooManyRows(SHEET_MAX_ROWS);
    const notices = [
      ...(mapping.unknown.length > 0 ? [TEXT.unknownHeaders(mapping.unknown)] : []),
      ...(exampleSkipped ? [TEXT.exampleSkipped] : []),
    ];
    return { name: file.name, rows, sheetRows, notices };
  } catch {
    return TEXT.readFailed;
  }
}

/** Rows checked between two paints: a 10,000-row file keeps its progress bar moving. */
const CHUNK = 500;
const byRow = (a: SheetRowError, b: SheetRowError) => a.row - b.row;

interface Checked {
  rows?: readonly SheetRow[];
  errors: SheetRowError[];
  checked: number;
}

/**
 * Every row against the row schema in the browser, a chunk at a time (`checked` counts them for the
 * progress bar). A row fixed in the preview is checked again alone: the other rows are the same
 * objects as before.
 */
export function useRowCheck(schema: z.ZodType, rows: readonly SheetRow[] | undefined) {
  const [state, setState] = useState<Checked>({ errors: [], checked: 0 });
  const last = useRef<Checked | null>(null);
  useEffect(() => {
    if (!rows) return void (last.current = null);
    const finish = (errors: SheetRowError[]) => {
      last.current = { rows, errors, checked: rows.length };
      setState(last.current);
    };
    const before = last.current;
    if (before?.rows && before.rows.length === rows.length) {
      const changed = new Set(rows.flatMap((row, index) => (row === before.rows![index] ? [] : [index + 1])));
      const again = [...changed].flatMap((number) => rowErrors(schema, rows[number - 1]!, number));
      return finish([...before.errors.filter((error) => !changed.has(error.row)), ...again].sort(byRow));
    }
    let cancelled = false;
    void (async () => {
      const errors: SheetRowError[] = [];
      for (let start = 0; start < rows.length; start += CHUNK) {
        rows
          .slice(start, start + CHUNK)
          .forEach((row, index) => errors.push(...rowErrors(schema, row, start + index + 1)));
        setState({ errors: [], checked: Math.min(rows.length, start + CHUNK) });
        // Lets the browser paint the progress before the next chunk.
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (cancelled) return;
      }
      finish(errors);
    })();
    return () => {
      cancelled = true;
    };
  }, [rows, schema]);
  // Right after a fix the previous check stands for one paint, so the preview is not redrawn.
  const done = Boolean(rows && state.rows && state.rows.length === rows.length && last.current);
  return { errors: done ? state.errors : [], checked: state.checked, done };
}
