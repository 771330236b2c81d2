import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WMS_AUTH_KEY } from '../../authProvider/wmsSession';
import { allWrites, removeWrite } from './offlineQueue';
import { flushQueue, WmsQueuedError, wmsApi } from './wmsApi';

const PATH = '/homepage/v2/wms/stock-transfers/t1/photos';
const AUTH = {
  accountEncrypted: 'a',
  accountName: '한창고',
  cellPhone: '01000000000',
  clientId: 'id',
  clientSecret: 'secret',
  email: 'worker@example.com',
};

function online(value: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);
}

/** A transfer's photos chosen while the phone has no network: kept with the files, sent once later. */
describe('a photo upload made offline', () => {
  beforeEach(async () => {
    localStorage.setItem(WMS_AUTH_KEY, JSON.stringify(AUTH));
    for (const row of await allWrites()) await removeWrite(row.key);
  });
  afterEach(() => vi.restoreAllMocks());

  it('waits on the phone as 사진 첨부 with its file, then goes as a form with the same key', async () => {
    online(false);
    const form = new FormData();
    form.append('files', new File(['png'], '상자.png', { type: 'image/png' }));
    await expect(wmsApi.upload(PATH, form)).rejects.toBeInstanceOf(WmsQueuedError);
    const [queued] = await allWrites();
    expect(queued).toMatchObject({ path: PATH, label: '사진 첨부 1장', status: 'pending' });
    expect(queued!.files?.map((file) => [file.field, file.name, file.data.size])).toEqual([
      ['files', '상자.png', 3],
    ]);

    online(true);
    const sent: { key: string | null; body: unknown; type: string | undefined }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      sent.push({ key: headers['idempotency-key'] ?? null, body: init?.body, type: headers['content-type'] });
      return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
    });
    await flushQueue();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.key).toBe(queued!.key);
    // A form: the browser writes its multipart boundary, so no content type of our own.
    expect(sent[0]!.type).toBeUndefined();
    expect((sent[0]!.body as FormData).get('files')).toBeInstanceOf(Blob);
    expect(await allWrites()).toEqual([]);
  });
});
