import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seoulDateString } from '../../../lib/seoulTime';
import { createTemporaryFolderStorage, type FolderStorage } from '../../../server/files/storage';
import { listUrl } from '../organisation/helpers';
import { multipart, samples, unzip } from '../fileSamples';
import { ADMIN, MEMBER, createTestApp, drainJobs, login, type AuthHeaders, type TestApp } from '../testApp';
import { BASE, budgetSheet, fileRequest, providerHeaders } from './helpers';

let t: TestApp;
let storage: FolderStorage;
let admin: AuthHeaders;
let member: AuthHeaders;
let provider: Record<string, string>;

beforeAll(async () => {
  storage = await createTemporaryFolderStorage();
  t = await createTestApp({}, { files: storage });
  admin = (await login(t.app, ADMIN)).headers;
  member = (await login(t.app, MEMBER)).headers;
  provider = await providerHeaders(t);
}, 60_000);
afterAll(() => t?.close());

const get = (url: string, headers: object) =>
  t.app.inject({ method: 'GET', url, headers: headers as AuthHeaders });

describe('a request from filing to invoice', () => {
  it('member files, provider quotes, admin approves, orders within budget, provider delivers and invoices', async () => {
    const created = await fileRequest(t, member);
    expect(created.statusCode, created.body).toBe(200);
    const request = created.json();
    expect(request.status).toBe('REQUESTED');
    expect(request.attachments[0].fileName).toBe('견적요청서.pdf');

    const review = await t.app.inject({
      method: 'PATCH',
      url: `${BASE}/buy-requests/${request.id}`,
      headers: admin,
      payload: { status: 'IN_REVIEW' },
    });
    expect(review.statusCode, review.body).toBe(200);

    const inQueue = await get(
      listUrl('/provider/v1/buy24/requests', { filter: { status: 'IN_REVIEW' } }),
      provider,
    );
    expect(inQueue.json().map((row: { id: string }) => row.id)).toContain(request.id);
    const quote = await t.app.inject({
      method: 'PUT',
      url: `/provider/v1/buy24/requests/${request.id}/quote`,
      headers: provider,
      payload: { items: [{ name: '알루미늄 노트북 거치대', quantity: 3, unitPrice: 25_000 }] },
    });
    expect(quote.statusCode, quote.body).toBe(200);

    const approved = await t.app.inject({
      method: 'PATCH',
      url: `${BASE}/buy-requests/${request.id}`,
      headers: admin,
      payload: { status: 'APPROVED' },
    });
    expect(approved.json().status, approved.body).toBe('APPROVED');

    const check = await t.app.inject({
      method: 'PATCH',
      url: `${BASE}/orders/request`,
      headers: admin,
      payload: { requestIds: [request.id] },
    });
    expect(check.json()).toMatchObject({
      supplyAmount: 75_000,
      vat: 7_500,
      total: 82_500,
      withinBudget: true,
    });
    const order = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/orders/request`,
      headers: admin,
      payload: { requestIds: [request.id] },
    });
    expect(order.statusCode, order.body).toBe(200);
    const orderId = order.json().id;

    for (const step of ['ship', 'deliver', 'invoice'])
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/provider/v1/buy24/orders/${orderId}/${step}`,
            headers: provider,
          })
        ).statusCode,
      ).toBe(200);
    const invoice = (await get(`${BASE}/invoices/${orderId}`, admin)).json();
    expect(invoice).toMatchObject({ supplyAmount: 75_000, vat: 7_500, total: 82_500 });
    expect(invoice.invoiceNumber).toMatch(/^INV-/);
    const item = (await get(`${BASE}/invoices/order-items/${invoice.items[0].id}`, admin)).json();
    expect(item.total).toBe(82_500);

    const detail = (await get(`${BASE}/buy-requests/${request.id}`, member)).json();
    expect(detail.status).toBe('DELIVERED');
    expect(detail.history.map((entry: { status: string }) => entry.status)).toEqual(
      expect.arrayContaining(['REQUESTED', 'IN_REVIEW', 'QUOTED', 'APPROVED', 'ORDERED', 'DELIVERED']),
    );
    expect(detail.history.some((entry: { note: string }) => entry.note.includes('청구서'))).toBe(true);
  });
});

describe('transitions and comments', () => {
  it('refuses a move the status does not allow with a Korean 409, and a member cannot approve', async () => {
    const request = (await fileRequest(t, member)).json();
    const approve = await t.app.inject({
      method: 'PATCH',
      url: `${BASE}/buy-requests/${request.id}`,
      headers: admin,
      payload: { status: 'APPROVED' },
    });
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toBe("'요청' 상태의 요청은 '승인'으로 바꿀 수 없습니다.");
    const byMember = await t.app.inject({
      method: 'PATCH',
      url: `${BASE}/buy-requests/${request.id}`,
      headers: member,
      payload: { status: 'IN_REVIEW' },
    });
    expect(byMember.statusCode).toBe(403);
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `${BASE}/buy-requests/${request.id}`,
      headers: member,
      payload: { status: 'CANCELLED', note: '필요 없어짐' },
    });
    expect(cancel.json().status).toBe('CANCELLED');
  });

  it('lets only the author edit or delete a comment; comment files come back as one zip', async () => {
    const request = (await fileRequest(t, member)).json();
    const body = multipart(
      [
        { name: '사진.png', contents: samples.png() },
        { name: '사양.pdf', contents: samples.pdf() },
      ],
      { body: '사양서 첨부합니다.' },
    );
    const comment = await t.app.inject({
      method: 'POST',
      url: `${BASE}/buy-requests/${request.id}/comments`,
      headers: { ...member, ...body.headers },
      payload: body.payload,
    });
    expect(comment.statusCode, comment.body).toBe(200);
    const id = comment.json().id;
    const answer = multipart([], { body: '확인했습니다.' });
    const reply = await t.app.inject({
      method: 'POST',
      url: `${BASE}/buy-requests/${request.id}/comments`,
      headers: { ...admin, ...answer.headers },
      payload: answer.payload,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const foreignEdit = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/buy-requests/comments/${id}`,
      headers: admin,
      payload: { body: '고침' },
    });
    expect(foreignEdit.statusCode).toBe(403);
    expect(foreignEdit.json().message).toBe('본인이 쓴 댓글만 고치거나 지울 수 있습니다.');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${BASE}/buy-requests/comments/${id}`, headers: admin }))
        .statusCode,
    ).toBe(403);
    const own = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/buy-requests/comments/${id}`,
      headers: member,
      payload: { body: '사양서 다시 첨부합니다.' },
    });
    expect(own.json().body).toBe('사양서 다시 첨부합니다.');

    const zip = await get(`${BASE}/buy-requests/comments/${id}/download-all`, admin);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect((await unzip(zip.rawPayload)).map((entry) => entry.name).sort()).toEqual(['사양.pdf', '사진.png']);
    const requestZip = await get(`${BASE}/buy-requests/${request.id}/download-all`, admin);
    const entries = await unzip(requestZip.rawPayload);
    expect(entries.map((entry) => entry.name)).toEqual(['견적요청서.pdf']);
    expect(entries[0]!.contents.equals(samples.pdf())).toBe(true);

    const comments = (await get(`${BASE}/buy-requests/${request.id}/comments`, member)).json();
    expect(comments.map((c: { mine: boolean }) => c.mine)).toEqual([true, false]);
  });
});

describe('budgets', () => {
  const month = seoulDateString(new Date()).slice(0, 7);

  it('commits nothing from a sheet with one bad row and names that cell in Korean', async () => {
    const before = (await get(listUrl(`${BASE}/budgets`, {}), admin)).json();
    const sheet = multipart([
      {
        name: '예산.xlsx',
        contents: budgetSheet([
          ['인사팀', month, 500_000],
          ['플랫폼팀', month, '많이'],
        ]),
      },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: `${BASE}/budgets/excel`,
      headers: { ...admin, ...sheet.headers },
      payload: sheet.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ '3.amount': '3행 예산: 예산은 숫자로 입력해주세요.' });
    expect((await get(listUrl(`${BASE}/budgets`, {}), admin)).json()).toEqual(before);
  });

  it('alerts approvers when an order uses most of a budget, and refuses one beyond it unless overridden', async () => {
    const departments = (await get(`${BASE}/departments`, member)).json() as Array<{
      id: string;
      name: string;
      spent: number;
    }>;
    const quiet = departments.find((d) => d.spent === 0 && d.name !== '인사팀' && d.name !== '플랫폼팀')!;
    const good = multipart([{ name: '예산.xlsx', contents: budgetSheet([[quiet.name, month, 100_000]]) }]);
    const saved = await t.app.inject({
      method: 'POST',
      url: `${BASE}/budgets/excel`,
      headers: { ...admin, ...good.headers },
      payload: good.payload,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const approvedRequest = async (unitPrice: number) => {
      const request = (await fileRequest(t, member, { departmentId: quiet.id })).json();
      await t.app.inject({
        method: 'PATCH',
        url: `${BASE}/buy-requests/${request.id}`,
        headers: admin,
        payload: { status: 'IN_REVIEW' },
      });
      await t.app.inject({
        method: 'PUT',
        url: `/provider/v1/buy24/requests/${request.id}/quote`,
        headers: provider,
        payload: { items: [{ name: '모니터', quantity: 1, unitPrice }] },
      });
      await t.app.inject({
        method: 'PATCH',
        url: `${BASE}/buy-requests/${request.id}`,
        headers: admin,
        payload: { status: 'APPROVED' },
      });
      return request.id as string;
    };
    const order = (id: string, overrideBudget = false) =>
      t.app.inject({
        method: 'PUT',
        url: `${BASE}/orders/request`,
        headers: admin,
        payload: { requestIds: [id], overrideBudget },
      });

    expect((await order(await approvedRequest(90_000))).statusCode).toBe(200);
    await drainJobs(t);
    const outbox = await get(listUrl('/provider/v1/outbox', {}), provider);
    expect(outbox.body).toContain(`[구매24] ${quiet.name}의 ${month} 예산 99%를 사용했습니다.`);

    const second = await approvedRequest(10_000);
    const refused = await order(second);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`${quiet.name} ${month} 남은 예산 1,000원, 주문 금액 11,000원`);
    const overridden = await order(second, true);
    expect(overridden.statusCode, overridden.body).toBe(200);
    expect(overridden.json().budgetOverridden).toBe(true);
  });
});
