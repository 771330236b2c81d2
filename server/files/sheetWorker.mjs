// Reads the first sheet of an .xlsx (bytes from the parent) into row objects keyed by the header row,
// each with the row number Excel shows (blank rows are skipped, so a row's place in the list is not it),
// in a worker thread with its own memory limit (sheetReader.ts): a workbook that inflates to far more
// than it weighs can exhaust this worker, never the server. Plain JavaScript, so it runs as it is
// wherever the server runs.
import { parentPort, workerData } from 'node:worker_threads';
import * as XLSX from '@e965/xlsx';

const bytes = Buffer.from(workerData.bytes);
let answer;
try {
  const book = XLSX.read(bytes, { type: 'buffer', cellDates: false, dense: true });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  answer = sheet
    ? {
        // __rowNum__ (0-based, not enumerable) would not survive the message to the parent.
        rows: XLSX.utils
          .sheet_to_json(sheet, { defval: '', raw: false })
          .map((cells) => ({ sheetRow: cells.__rowNum__ + 1, cells })),
      }
    : { error: 'NO_SHEET' };
} catch {
  answer = { error: 'UNREADABLE' };
}
parentPort.postMessage(answer);
