import { expect, test, type Page } from '@playwright/test';
import { loginThroughPage } from './helpers';
import { apiHeaders, MEMBER_SEARCH } from './organisation-helpers';

const ADMIN = 'demo-admin@example.com';

/**
 * 변경 이력 below a member's edit page (resources/_generated/RecordHistory.tsx): an edit of the name
 * in the console shows there as 이름: before → after, and 이 시점으로 되돌리기 on the member's
 * registration, after the confirmation names what will change, puts the old name back.
 */
test('a member’s name edited in the console is in its 변경 이력, and reverting brings the old name back', async ({
  page,
  request,
}) => {
  // A cold server builds the console's chunks on the first visits of a 2-core machine.
  test.setTimeout(120_000);
  // The member is registered through the API (its first revision), then edited on screen.
  const headers = await apiHeaders(request, ADMIN);
  const created = await request.post('/homepage/v2/members', {
    headers,
    data: {
      name: '이력확인',
      email: 'e2e-history@example.com',
      cellPhone: '01056781234',
      officePhone: '',
      groupId: null,
      rank: '사원',
      gender: '',
      eventDate: '',
      lunar: '',
      joinDate: '',
    },
  });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()) as { id: string };
  // The suite shares one database: other files count the demo's 200 members, so this one goes again.
  try {
    await editAndRevert(page, id);
  } finally {
    await request.delete(`/homepage/v2/members/${id}`, { headers });
  }
});

async function editAndRevert(page: Page, id: string) {
  await loginThroughPage(page, ADMIN);
  await page.goto('/pc/admin/member/list');
  await page.getByPlaceholder(MEMBER_SEARCH).fill('이력확인');
  await page.getByRole('row', { name: /이력확인/ }).click();
  await expect(page).toHaveURL(new RegExp(`/pc/admin/members/${id}$`));
  const name = page.locator('form').getByRole('textbox', { name: '이름' });
  await expect(name).toHaveValue('이력확인');
  // react-admin initialises the form just after it appears; a change typed before that is reset (저장
  // stays disabled), so the change is typed again until it sticks.
  const save = page.getByRole('button', { name: '저장' });
  await expect(async () => {
    await name.fill('이력바뀜');
    await expect(save).toBeEnabled({ timeout: 1_000 });
  }).toPass();
  await save.click();
  await expect(page).toHaveURL(/\/pc\/admin\/member\/list/);

  await page.goto(`/pc/admin/members/${id}`);
  await expect(name).toHaveValue('이력바뀜');
  await page.getByRole('button', { name: '변경 이력' }).click();
  const panel = page.getByRole('region', { name: '변경 이력' });
  const revisions = panel.getByTestId('revision');
  await expect(revisions).toHaveCount(2);
  await expect(revisions.first()).toContainText('구성원 수정');
  await expect(revisions.first()).toContainText('김지원');
  await expect(revisions.first()).toContainText('이름: 이력확인→이력바뀜');
  await expect(revisions.nth(1)).toContainText('구성원 등록');

  await revisions
    .nth(1)
    .getByRole('button', { name: /이 시점으로 되돌리기/ })
    .click();
  const dialog = page.getByRole('dialog', { name: '이 시점으로 되돌리기' });
  await expect(dialog.getByTestId('revert-changes')).toContainText('이름: 이력바뀜→이력확인');
  await dialog.getByRole('button', { name: '되돌리기', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('구성원을 이 시점으로 되돌렸습니다.')).toBeVisible();

  // The form and the history show the old name back, the 되돌림 on top.
  await expect(name).toHaveValue('이력확인');
  await expect(revisions).toHaveCount(3);
  await expect(revisions.first()).toContainText('되돌림');
  await expect(revisions.first()).toContainText('이름: 이력바뀜→이력확인');
}
