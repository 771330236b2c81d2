import { expect, test } from '@playwright/test';
import * as XLSX from '@e965/xlsx';
import { readFileSync } from 'node:fs';
import { loginThroughPage, PASSWORD } from './helpers';
import { agreeToRequiredTerms } from './public-helpers';
import { apiHeaders, MEMBER_SEARCH, pick, rangeInfo } from './organisation-helpers';

// One server and one database for the file: the tests run in order and build on each other (the
// list still has its 200 seeded members when it is checked, the new member is deleted again, ...).
test.describe.configure({ mode: 'serial' });

test('member/list: 200 members, filter by department, sort, search, paging and the xlsx export', async ({
  page,
}) => {
  await loginThroughPage(page, 'demo-admin@example.com');
  const firstList = page.waitForResponse((response) => response.url().includes('/homepage/v2/members?'));
  await page.goto('/pc/admin/member/list');
  expect((await firstList).headers()['content-range']).toMatch(/\/200$/);
  await expect(rangeInfo(page, '1-50 / 총 200')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(51);
  await expect(page).toHaveTitle(/구성원/);

  await page.getByRole('button', { name: '다음 페이지로 이동' }).click();
  await expect(rangeInfo(page, '51-100 / 총 200')).toBeVisible();
  await page.getByLabel('페이지 이동').fill('9');
  await page.getByRole('button', { name: '이동', exact: true }).click();
  await expect(rangeInfo(page, '151-200 / 총 200')).toBeVisible();

  await pick(page, '부서', '인사팀');
  await expect(rangeInfo(page, '1-23 / 총 23')).toBeVisible();
  const departments = page.locator('tbody td.column-groupId');
  await expect(departments).toHaveCount(23);
  expect(new Set(await departments.allTextContents())).toEqual(new Set(['인사팀']));

  const sorted = page.waitForResponse((response) => response.url().includes('%22email%22'));
  await page
    .getByRole('columnheader', { name: /이메일/ })
    .getByRole('button')
    .click();
  await sorted;
  await expect(page).toHaveURL(/sort=email/);
  const emailCells = page.locator('tbody td.column-email');
  // Read the table once the sorted answer is on screen, not the rows it showed before.
  await expect
    .poll(async () => {
      const shown = await emailCells.allTextContents();
      return shown.length === 23 && shown.join() === [...shown].sort().join();
    })
    .toBe(true);
  const emails = await emailCells.allTextContents();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '엑셀 다운로드' }).click();
  const file = await (await download).path();
  const sheet = XLSX.read(readFileSync(file)).Sheets['구성원'];
  const rows = XLSX.utils.sheet_to_json<string[]>(sheet!, { header: 1 });
  expect(rows[0]).toEqual([
    '이름',
    '이메일',
    '휴대폰 번호',
    '부서',
    '직급',
    '성별',
    '생일',
    '양력/음력',
    '입사일',
    '역할',
    '권한',
    '사무실 전화번호',
  ]);
  expect(rows).toHaveLength(1 + 23);
  expect(rows.slice(1).every((row) => row[3] === '인사팀')).toBe(true);

  const someone = emails[0] ?? '';
  await page.getByPlaceholder(MEMBER_SEARCH).fill(someone);
  await expect(rangeInfo(page, '1-1 / 총 1')).toBeVisible();
  await expect(page.locator('tbody td.column-email')).toHaveText([someone]);
});

test('create with a wrong phone shows the Korean message beside it, then saves; edit; delete', async ({
  page,
}) => {
  await loginThroughPage(page, 'demo-admin@example.com');
  await page.goto('/pc/admin/member/list');
  await page.getByRole('link', { name: '등록', exact: true }).click();
  await expect(page).toHaveURL(/\/pc\/admin\/members\/create$/);
  const form = page.locator('form');
  const phone = form.getByRole('textbox', { name: '휴대폰 번호', exact: true });
  // react-admin initialises the form just after it appears; typing before that is reset, so the
  // first entries are retried until they stick (a person cannot type that fast).
  await expect(async () => {
    await form.getByRole('textbox', { name: '이름' }).fill('테스트신입');
    await form.getByRole('textbox', { name: '이메일' }).fill('e2e-new@example.com');
    await phone.fill('010-1234');
    await expect(phone).toHaveValue('0101234', { timeout: 1000 });
    await expect(form.getByRole('textbox', { name: '이름' })).toHaveValue('테스트신입', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.locator('.ra-input-cellPhone')).toContainText('휴대폰 번호는 11자리 숫자여야 합니다.');
  await expect(page).toHaveURL(/\/pc\/admin\/members\/create$/);
  await phone.fill('01077778888');
  await pick(page, '부서', '재무팀');
  await form.getByRole('textbox', { name: '생일' }).fill('1995-04-03');
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page).toHaveURL(/\/pc\/admin\/member\/list/);

  await page.getByPlaceholder(MEMBER_SEARCH).fill('테스트신입');
  const row = page.getByRole('row', { name: /테스트신입/ });
  await expect(row).toContainText('010-7777-8888');
  await expect(row).toContainText('재무팀');
  await expect(row).toContainText('1995.04.03');

  await row.click();
  await expect(page).toHaveURL(/\/pc\/admin\/members\/[^/]+$/);
  await page.locator('form').getByRole('textbox', { name: '직급' }).fill('주임');
  await page.getByRole('button', { name: '저장' }).click();
  await page.getByPlaceholder(MEMBER_SEARCH).fill('테스트신입');
  await expect(page.getByRole('row', { name: /테스트신입/ })).toContainText('주임');

  await page.getByRole('row', { name: /테스트신입/ }).click();
  await page.getByRole('button', { name: '삭제' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/pc\/admin\/member\/list/);
  await page.getByPlaceholder(MEMBER_SEARCH).fill('테스트신입');
  await expect(page.getByText('현재 필터 조건에 맞는 구성원이 없습니다.')).toBeVisible();
});

test('the organisation chart shows the departments, renames, moves by menu and by drag and drop', async ({
  page,
}) => {
  await loginThroughPage(page, 'demo-admin@example.com');
  await page.goto('/pc/admin/group/list');
  const tree = page.getByRole('tree', { name: '조직도' });
  await expect(
    tree
      .getByRole('treeitem', { name: '경영지원본부', exact: true })
      .getByRole('treeitem', { name: '인사팀', exact: true }),
  ).toBeVisible();

  await page.getByRole('button', { name: '인사팀 메뉴' }).click();
  await page.getByRole('menuitem', { name: '이름 변경' }).click();
  await page.getByRole('dialog').getByLabel('부서 이름').fill('인사기획팀');
  await page.getByRole('dialog').getByRole('button', { name: '저장' }).click();
  await expect(tree.getByRole('treeitem', { name: '인사기획팀', exact: true })).toBeVisible();

  await page.getByRole('button', { name: '재무팀 메뉴' }).click();
  await page.getByRole('menuitem', { name: '이동' }).click();
  await page.getByRole('dialog').getByLabel('새 상위 부서').click();
  await page.getByRole('option', { name: '개발본부' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '이동' }).click();
  await expect(
    tree
      .getByRole('treeitem', { name: '개발본부', exact: true })
      .getByRole('treeitem', { name: '재무팀', exact: true }),
  ).toBeVisible();

  const handle = page.getByRole('button', { name: '고객지원팀 끌어서 옮기기' });
  const target = tree.getByRole('treeitem', { name: '영업본부', exact: true }).locator('> div').first();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  await page.mouse.up();
  await expect(
    tree
      .getByRole('treeitem', { name: '영업본부', exact: true })
      .getByRole('treeitem', { name: '고객지원팀', exact: true }),
  ).toBeVisible();

  await page.getByRole('link', { name: '국내영업팀 구성원 보기' }).click();
  await expect(page).toHaveURL(/\/pc\/admin\/member\/list\?filter=/);
  await expect(rangeInfo(page, '1-22 / 총 22')).toBeVisible();
});

test('an invited manager accepts through the link of the outbox message and logs in', async ({
  page,
  browser,
  request,
}) => {
  await loginThroughPage(page, 'demo-admin@example.com');
  await page.goto('/pc/admin/manager/list');
  await page.getByRole('button', { name: '관리자 초대' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('휴대폰 번호').fill('0105555');
  await dialog.getByLabel('이메일').fill('e2e-manager@example.com');
  await dialog.getByRole('button', { name: '초대 메시지 보내기' }).click();
  await expect(dialog.locator('.ra-input-cellPhone')).toContainText('휴대폰 번호는 11자리 숫자여야 합니다.');
  await dialog.getByLabel('휴대폰 번호').fill('01055550101');
  await dialog.getByRole('button', { name: '초대 메시지 보내기' }).click();
  await expect(page.getByRole('row', { name: /e2e-manager@example.com/ })).toContainText('초대 수락 대기');

  // The provider console's outbox is where the message lands (DESIGN.md "Data": outgoing messages).
  const provider = await request.post('/provider/v1/auth/login', {
    data: { email: 'demo-provider@example.com', password: PASSWORD },
  });
  expect(provider.ok()).toBe(true);
  const { clientId, clientSecret } = (await provider.json()) as { clientId: string; clientSecret: string };
  const headers = { provider_client_id: clientId, provider_client_secret: clientSecret };
  // The message goes out through the job queue, a moment after the invitation is stored. The list
  // masks links with tokens; the operator opens the one message in full (a recorded view).
  const signupLink = async () => {
    const outbox = await request.get('/provider/v1/outbox', {
      params: { filter: JSON.stringify({ q: '01055550101' }), range: '[0,9]' },
      headers,
    });
    const [message] = (await outbox.json()) as { id: string }[];
    if (!message) return undefined;
    const full = await request.get(`/provider/v1/outbox/${message.id}/full`, { headers });
    const { body } = (await full.json()) as { body: string };
    return /\/pc\/admin\/auth\/manager\/signup\?token=[\w.-]+/.exec(body)?.[0];
  };
  await expect.poll(signupLink, { message: 'the invitation message carries the sign-up link' }).toBeTruthy();
  const link = await signupLink();

  const invitee = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  await invitee.goto(link!);
  await expect(invitee.getByText('e2e-manager@example.com')).toBeVisible();
  await invitee.getByLabel('이름').fill('박매니저');
  await invitee
    .getByLabel(/^비밀번호/)
    .first()
    .fill('short');
  await invitee.getByRole('button', { name: '가입하기' }).click();
  await expect(invitee.getByText(/비밀번호는 영문 대문자, 소문자, 숫자, 특수기호/)).toBeVisible();
  await invitee
    .getByLabel(/^비밀번호/)
    .first()
    .fill('Manager!2345');
  await invitee.getByLabel(/비밀번호 확인/).fill('Manager!2345');
  // The consents the company sign-up takes: without them the sign-up does not finish.
  await invitee.getByRole('button', { name: '가입하기' }).click();
  await expect(invitee.getByText('서비스 이용약관에 동의해주세요.')).toBeVisible();
  await expect(invitee.getByText('가입이 완료되었습니다')).toHaveCount(0);
  await agreeToRequiredTerms(invitee);
  await invitee.getByRole('button', { name: '가입하기' }).click();
  await expect(invitee.getByText('가입이 완료되었습니다').first()).toBeVisible();
  await invitee.getByRole('link', { name: '로그인 화면으로' }).click();
  await invitee.getByLabel('이메일').fill('e2e-manager@example.com');
  await invitee.getByLabel('비밀번호', { exact: true }).fill('Manager!2345');
  await invitee.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(invitee).toHaveURL(/\/pc\/admin\/home$/);
  await invitee.close();
});

test('member import: the preview shows each error beside its cell, a fixed file commits', async ({
  page,
}) => {
  await loginThroughPage(page, 'demo-admin@example.com');
  await page.goto('/pc/admin/member/list');
  // Earlier tests may have added members: count from what the list says now.
  const before = Number(
    /총 (\d+)/.exec((await page.getByText(/^1-50 \/ 총 \d+$/).textContent()) ?? '')?.[1] ?? Number.NaN,
  );
  expect(before).toBeGreaterThanOrEqual(200);
  await page.getByRole('link', { name: '일괄 등록' }).click();
  await expect(page).toHaveURL(/\/pc\/admin\/member\/list\/import$/);

  const header = '이름,이메일,휴대폰 번호,성별,직급,생일(YYYYMMDD),양력/음력';
  const good = (i: number) =>
    `가져온사람${i},import${i}@example.com,0108800000${i},${i % 2 ? '남' : '여'},사원,19900505,양력`;
  const bad = [
    header,
    good(1),
    '가져온사람2,import2@example.com,0108800000,남자,사원,19900230,양력',
    good(3),
  ].join('\n');
  await page
    .getByLabel('파일 선택')
    .setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  await expect(page.getByText('3행 중 1행에 오류가 있습니다.', { exact: false })).toBeVisible();
  const preview = page.getByRole('table', { name: '가져올 구성원 미리보기' });
  const errorRow = preview.getByRole('row', { name: /가져온사람2/ });
  await expect(errorRow).toContainText('휴대폰 번호는 11자리 숫자여야 합니다.');
  await expect(errorRow).toContainText('성별은 남 또는 여만 입력할 수 있습니다.');
  await expect(errorRow).toContainText('생일이 올바른 날짜가 아닙니다.');
  await expect(page.getByRole('button', { name: '3명 등록' })).toBeDisabled();

  await errorRow.click();
  const fix = page.getByRole('dialog', { name: '2행 고치기' });
  await fix.getByLabel(/휴대폰 번호/).fill('01088000002');
  await fix.getByLabel('성별').fill('남');
  await fix.getByLabel(/생일/).fill('19900228');
  await fix.getByRole('button', { name: '고친 내용 적용' }).click();
  await expect(page.getByText('3행 모두 등록할 수 있습니다.')).toBeVisible();
  await page.getByRole('button', { name: '3명 등록' }).click();
  await expect(page.getByText('3명을 등록했습니다.')).toBeVisible();

  await page.goto('/pc/admin/member/list');
  await expect(rangeInfo(page, `1-50 / 총 ${before + 3}`)).toBeVisible();
});

test('a plain member reads the organisation but gets no write action, and the server refuses a forced write', async ({
  page,
  request,
}) => {
  await loginThroughPage(page, 'demo-member@example.com');
  await page.goto('/pc/admin/member/list');
  await expect(page.getByText(/^1-50 \/ 총 2\d\d$/)).toBeVisible();
  await expect(page.getByRole('link', { name: '등록', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '일괄 등록' })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await page.goto('/pc/admin/members/create');
  await expect(page.getByRole('heading', { level: 1, name: '이 화면을 볼 권한이 없습니다' })).toBeVisible();
  await page.goto('/pc/admin/group/list');
  await expect(page.getByRole('treeitem', { name: '개발본부', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '부서 추가' })).toHaveCount(0);

  const refused = await request.post('/homepage/v2/members', {
    headers: await apiHeaders(request, 'demo-member@example.com'),
    data: { name: '몰래등록', email: 'sneaky@example.com', cellPhone: '01012341234' },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toMatch(/[가-힣]/);
});
