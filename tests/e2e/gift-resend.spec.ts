import { expect, test } from '@playwright/test';
import { loginThroughPage } from './helpers';
import { recipientLink, voucherEvent } from './gift-flow-helpers';
import { PHONE } from './public-helpers';

const WRONG = '01077770031';
const RIGHT = '01077770032';

test("an administrator corrects a sent recipient's phone before the choice and the card goes again", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // A gift sent to a mistyped number: its link is in the outbox.
  const eventId = await voucherEvent(request, WRONG, 'E2E 재발송 선물');
  const oldLink = await recipientLink(request, WRONG);

  await loginThroughPage(page, 'demo-admin@example.com');
  await page.goto(`/pc/admin/sending24/event/detail/${eventId}?tab=status`);
  await expect(page.locator('td.column-status')).toHaveText('발송 완료');
  await page.getByRole('button', { name: '교환권받음 받는 사람 수정·재발송' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: '받는 사람 수정·재발송' })).toBeVisible();
  const phoneField = dialog.getByRole('textbox', { name: '휴대폰 번호' });
  await expect(phoneField).toHaveValue(WRONG);
  // A short number is refused beside the field, before anything is sent.
  await phoneField.fill('0107777');
  await dialog.getByRole('button', { name: '수정하고 다시 보내기' }).click();
  await expect(dialog.getByText('휴대폰 번호는 11자리 숫자여야 합니다.')).toBeVisible();
  await phoneField.fill(RIGHT);
  await dialog.getByRole('button', { name: '수정하고 다시 보내기' }).click();
  await expect(page.getByText('받는 사람에게 카드를 다시 보냈습니다.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('cell', { name: '010-7777-0032' })).toBeVisible();

  // The old link no longer opens the gift; the new message's link does.
  const phone = await browser.newPage({ ...PHONE, baseURL: test.info().project.use.baseURL });
  await phone.goto(oldLink);
  await expect(phone.getByRole('heading', { name: '선물 링크를 찾을 수 없습니다' })).toBeVisible();
  const newLink = await recipientLink(request, RIGHT);
  expect(newLink).not.toBe(oldLink);
  await phone.goto(newLink);
  await expect(phone.getByRole('heading', { name: '교환권받음님, 선물이 도착했어요' })).toBeVisible();

  // Once the recipient has chosen, the row offers no correction any more.
  await phone.locator('label.gift-item').first().click();
  await phone.getByRole('button', { name: '이 선물로 할게요' }).click();
  await phone.getByRole('button', { name: '교환권 받기' }).click();
  await expect(phone.getByRole('heading', { name: '선물을 선택했습니다' })).toBeVisible();
  await page.reload();
  await expect(page.locator('td.column-status')).toHaveText('선택 완료');
  await expect(page.getByRole('button', { name: '교환권받음 받는 사람 수정·재발송' })).toHaveCount(0);
});
