import { expect, test, type APIRequestContext } from '@playwright/test';
import { loginThroughPage } from './helpers';
import { apiHeaders } from './organisation-helpers';

/**
 * An event's settings after creation: they can be changed, 진행 중 takes the purchase agreement on
 * this screen, and an event that has sent shows the status the server holds, in the list too.
 */
const EVENTS = '/birth/v3/events';
const ADMIN = 'demo-admin@example.com';

/** An event with a recipient, a card and gifts, made through the calls the screens use. */
async function eventWithGifts(request: APIRequestContext, name: string) {
  const headers = await apiHeaders(request, ADMIN);
  const post = async (url: string, data: unknown, method: 'post' | 'put' = 'post') => {
    const answer = await request[method](url, { headers, data });
    expect(answer.ok(), `${url}: ${await answer.text()}`).toBe(true);
    return (await answer.json()) as Record<string, unknown>;
  };
  const event = await post(EVENTS, {
    name,
    category: 'THANKS',
    repeat: 'ONCE',
    sendDate: '2030-01-02',
    sendHour: 10,
    budgetPerPerson: 30_000,
    senderName: '인사팀',
  });
  const id = String(event.id);
  const phone = `0107${String(Date.now()).slice(-7)}`;
  await post(`${EVENTS}/${id}/subjects`, { rows: [{ name: '설정수령', cellPhone: phone }] });
  await post(`${EVENTS}/${id}/cards`, { template: 'thanks01', message: '고맙습니다.' });
  const items = await request.get(`${EVENTS}/${id}/gifts/items`, {
    headers,
    params: { range: '[0,9]' },
  });
  const [first] = (await items.json()) as { id: string }[];
  await post(`${EVENTS}/${id}/gifts`, { itemIds: [first!.id], defaultItemId: first!.id }, 'put');
  return { id, headers };
}

test('an event is renamed and moved to another hour, then put 진행 중 after the purchase agreement', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now() % 100_000;
  const { id } = await eventWithGifts(request, `설정 이벤트 ${stamp}`);
  await loginThroughPage(page, ADMIN);
  await page.goto(`/pc/admin/sending24/event/detail/${id}?tab=settings`);

  await page.getByRole('button', { name: '설정 바꾸기' }).click();
  await page.getByLabel('이벤트 이름').fill(`바뀐 설정 이벤트 ${stamp}`);
  await page.getByLabel('발송 시각(시)').fill('15');
  await page.getByRole('button', { name: '설정 저장' }).click();
  await expect(page.getByText('저장했습니다.')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '15시 (한국 시간)' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `바뀐 설정 이벤트 ${stamp}` })).toBeVisible();

  await page.getByRole('button', { name: '진행 중으로 변경' }).click();
  const agreement = page.getByRole('dialog', { name: '구매 동의' });
  const confirm = agreement.getByRole('button', { name: '진행 중으로 변경' });
  await expect(confirm).toBeDisabled();
  await agreement.getByRole('checkbox', { name: /상품, 가격, 유효기간, 받는 사람/ }).check();
  await confirm.click();
  await expect(page.getByText('상태를 바꿨습니다.')).toBeVisible();
  await expect(page.getByTestId('event-status')).toHaveText('진행 중');
});

test('an event that has sent shows 진행 중 in the list and in its settings', async ({ page, request }) => {
  const stamp = Date.now() % 100_000;
  const name = `보낸 이벤트 ${stamp}`;
  const { id, headers } = await eventWithGifts(request, name);
  const sent = await request.post(`${EVENTS}/${id}/trackings/send-card`, { headers, data: {} });
  expect(sent.ok()).toBe(true);
  await loginThroughPage(page, ADMIN);
  await page.goto(`/pc/admin/sending24/event/list?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`);
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('진행 중');
  await page.goto(`/pc/admin/sending24/event/detail/${id}?tab=settings`);
  await expect(page.getByTestId('event-status')).toHaveText('진행 중');
});
