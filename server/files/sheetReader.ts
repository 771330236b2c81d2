import { Worker } from 'node:worker_threads';
import { badRequest } from '../errors';

/** Memory a workbook may take while it is read; beyond it the worker stops and the upload is refused. */
const WORKER_HEAP_MB = 256;
/** Time a workbook may take to read. */
const READ_TIMEOUT_MS = 15_000;

export const SHEET_MESSAGES = {
  unreadable: '엑셀 파일을 읽을 수 없습니다. 파일을 확인해주세요.',
  noSheet: '엑셀 파일에 시트가 없습니다.',
  tooLarge: '엑셀 파일이 너무 크거나 복잡해 읽을 수 없습니다. 행을 나누어 올려주세요.',
} as const;

/** One data row of a sheet: its cells keyed by the header row, and the row number Excel shows for it. */
export interface SheetRow {
  sheetRow: number;
  cells: Record<string, unknown>;
}

/**
 * The first sheet's rows as objects keyed by the header row, read off the main thread: the parse
 * runs in a worker with a heap limit and a time limit, so no workbook (an upload was already refused
 * when its zip declares more than it may inflate to, server/files/inspect.ts) can stall the requests
 * of other companies or take the server's memory. Failures are the caller's Korean 400.
 */
export function readSheetRows(bytes: Buffer): Promise<SheetRow[]> {
  return new Promise((resolve, reject) => {
    // Beside this file; the compiled server has a copy beside its bundle (scripts/build-server.mjs).
    const worker = new Worker(new URL('./sheetWorker.mjs', import.meta.url), {
      workerData: { bytes },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32 },
      // The worker is plain JavaScript: no loader of the parent's is needed.
      execArgv: [],
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(
      () => finish(() => reject(badRequest(SHEET_MESSAGES.tooLarge))),
      READ_TIMEOUT_MS,
    );
    worker.once('message', (answer: { rows?: SheetRow[]; error?: string }) =>
      finish(() => {
        if (answer.rows) resolve(answer.rows);
        else
          reject(
            badRequest(answer.error === 'NO_SHEET' ? SHEET_MESSAGES.noSheet : SHEET_MESSAGES.unreadable),
          );
      }),
    );
    worker.once('error', (error: NodeJS.ErrnoException) =>
      finish(() =>
        reject(
          badRequest(
            error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? SHEET_MESSAGES.tooLarge : SHEET_MESSAGES.unreadable,
          ),
        ),
      ),
    );
    worker.once('exit', () => finish(() => reject(badRequest(SHEET_MESSAGES.tooLarge))));
  });
}
