import { readdir } from 'node:fs/promises';
import * as XLSX from '@e965/xlsx';
import { DEMO_PASSWORD } from '../../../server/db/seed';
import type { FolderStorage } from '../../../server/files/storage';
import { multipart, samples, type FilePart } from '../fileSamples';
import type { AuthHeaders, TestApp } from '../testApp';

export const BASE = '/buy24/v1/admin';

/** The provider console's headers (demo operator). */
export async function providerHeaders(t: TestApp): Promise<Record<string, string>> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/provider/v1/auth/login',
    payload: { email: 'demo-provider@example.com', password: DEMO_PASSWORD },
  });
  const body = response.json();
  return { provider_client_id: body.clientId, provider_client_secret: body.clientSecret };
}

/** A buy request filed by `headers`, with a PDF attachment unless other files are given. */
export async function fileRequest(
  t: TestApp,
  headers: AuthHeaders | Record<string, string>,
  fields: Record<string, string> = {},
  files: readonly FilePart[] = [{ name: '견적요청서.pdf', contents: samples.pdf() }],
) {
  const body = multipart(files, {
    title: '노트북 거치대',
    quantity: '3',
    body: '<p>거치대 3개</p>',
    ...fields,
  });
  return t.app.inject({
    method: 'POST',
    url: `${BASE}/buy-requests`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** An xlsx of budget rows under the Korean header row. */
export function budgetSheet(rows: Array<Array<string | number>>): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['부서', '월', '예산'], ...rows]), '예산');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** Files in a storage folder (partial writes included). */
export async function storedCount(storage: FolderStorage): Promise<number> {
  const entries = await readdir(storage.root, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}
