import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import * as XLSX from '@e965/xlsx';
import { seoulToday } from './gift-flow-helpers';
import { loginThroughPage } from './helpers';
import { apiHeaders } from './organisation-helpers';

/**
 * The spreadsheet round trip as an administrator does it: download the template, fill it in a
 * spreadsheet program (here: the same xlsx library), upload; a bad cell is marked in the preview
 * with the schema's Korean message and nothing is saved; the corrected file saves every row.
 */
test.describe.configure({ timeout: 120_000 });

const ADMIN = 'demo-admin@example.com';

/** The downloaded template with `rows` added below what it holds (the header and its example row). */
async function filledTemplate(page: Page, rows: (string | number)[][]) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '양식 다운로드' }).click();
  const template = await download;
  const book = XLSX.read(readFileSync(await template.path()), { type: 'buffer' });
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  const header = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 })[0]!;
  XLSX.utils.sheet_add_aoa(sheet, rows, { origin: -1 });
  const file = (name: string) => ({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer,
  });
  return { header, fileName: template.suggestedFilename(), file };
}

async function total(request: APIRequestContext, headers: Record<string, string>, path: string, filter = {}) {
  const response = await request.get(path, {
    headers,
    params: { range: '[0,0]', filter: JSON.stringify(filter) },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return Number(/\/(\d+)$/.exec(response.headers()['content-range'] ?? '')?.[1] ?? Number.NaN);
}

test('members: a template with one bad phone saves nothing and marks the cell; the fixed file adds 3', async ({
  page,
  request,
}) => {
  const headers = await apiHeaders(request, ADMIN);
  const before = await total(request, headers, '/homepage/v2/members');
  await loginThroughPage(page, ADMIN);
  await page.goto('/pc/admin/member/list/import');

  const person = (i: number, phone: string) => [
    `시트사람${i}`,
    `sheet${i}@example.com`,
    phone,
    '여',
    '사원',
    '19920315',
    '양력',
  ];
  const bad = await filledTemplate(page, [
    person(1, '01077000001'),
    person(2, '0107700'),
    person(3, '01077000003'),
  ]);
  expect(bad.fileName).toBe('구성원_일괄등록_양식.xlsx');
  expect(bad.header.slice(0, 3)).toEqual(['이름', '이메일', '휴대폰 번호']);
  await page.getByLabel('파일 선택').setInputFiles(bad.file('구성원.xlsx'));
  await expect(page.getByText('3행 중 1행에 오류가 있습니다.', { exact: false })).toBeVisible();
  const preview = page.getByRole('table', { name: '가져올 구성원 미리보기' });
  const row = preview.getByRole('row', { name: /시트사람2/ });
  await expect(row.getByRole('cell', { name: /휴대폰 번호는 11자리 숫자여야 합니다/ })).toBeVisible();
  await expect(page.getByRole('button', { name: '3명 등록' })).toBeDisabled();
  expect(await total(request, headers, '/homepage/v2/members')).toBe(before);

  const fixed = await filledTemplate(page, [
    person(1, '01077000001'),
    person(2, '01077000002'),
    person(3, '01077000003'),
  ]);
  await page.getByLabel('파일 선택').setInputFiles(fixed.file('구성원.xlsx'));
  await expect(page.getByText('3행 모두 등록할 수 있습니다.')).toBeVisible();
  await page.getByRole('button', { name: '3명 등록' }).click();
  await expect(page.getByText('3명을 등록했습니다.')).toBeVisible();
  expect(await total(request, headers, '/homepage/v2/members')).toBe(before + 3);

  // The suite shares one database: the three go again, so later files still count the demo's members.
  const added = (await (
    await request.get('/homepage/v2/members', {
      headers,
      params: { range: '[0,9]', filter: JSON.stringify({ q: '시트사람' }) },
    })
  ).json()) as { id: string }[];
  expect(added).toHaveLength(3);
  for (const member of added) {
    expect((await request.delete(`/homepage/v2/members/${member.id}`, { headers })).ok()).toBe(true);
  }
});

test('budgets: a bad month is marked and nothing is saved; the fixed sheet sets three budgets', async ({
  page,
  request,
}) => {
  const headers = await apiHeaders(request, ADMIN);
  const groups = (await (
    await request.get('/homepage/v2/groups', { headers, params: { range: '[0,2]' } })
  ).json()) as { name: string }[];
  expect(groups.length).toBe(3);
  const month = '2031-01';
  const budgets = () => total(request, headers, '/buy24/v1/admin/budgets', { month });
  // A second run replaces the same three (one budget per department and month).
  const before = await budgets();

  await loginThroughPage(page, ADMIN);
  await page.goto('/pc/admin/buy24/budgets');
  await page.getByRole('link', { name: '엑셀로 일괄 등록' }).click();
  const rows = (badMonth: string) => [
    [groups[0]!.name, month, 1_000_000],
    [groups[1]!.name, badMonth, 2_000_000],
    [groups[2]!.name, month, 3_500_000],
  ];
  const bad = await filledTemplate(page, rows('2031-13'));
  expect(bad.header).toEqual(['부서', '월(예: 2026-11)', '예산(원)']);
  await page.getByLabel('파일 선택').setInputFiles(bad.file('예산.xlsx'));
  await expect(page.getByText('3행 중 1행에 오류가 있습니다.', { exact: false })).toBeVisible();
  const row = page.getByRole('table', { name: '올린 파일 미리보기' }).getByRole('row', { name: /2031-13/ });
  await expect(row.getByRole('cell', { name: /월은 YYYY-MM 형식으로 입력해주세요/ })).toBeVisible();
  await expect(page.getByRole('button', { name: '3건 저장' })).toBeDisabled();
  expect(await budgets()).toBe(before);

  const fixed = await filledTemplate(page, rows(month));
  await page.getByLabel('파일 선택').setInputFiles(fixed.file('예산.xlsx'));
  await expect(page.getByText('3행 모두 저장할 수 있습니다.')).toBeVisible();
  await page.getByRole('button', { name: '3건 저장' }).click();
  await expect(page.getByText('3건을 저장했습니다.')).toBeVisible();
  expect(await budgets()).toBe(3);
});

test("gift subjects: an event's recipients from the template, a bad phone marked, the fixed file adds 3", async ({
  page,
  request,
}) => {
  const headers = await apiHeaders(request, ADMIN);
  const created = await request.post('/birth/v3/events', {
    headers,
    data: {
      name: 'E2E 시트 대상자',
      category: 'THANKS',
      repeat: 'ONCE',
      sendDate: seoulToday(),
      sendHour: 9,
      budgetPerPerson: 30_000,
      senderName: '인사팀',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  const subjects = () => total(request, headers, `/birth/v3/events/${id}/subjects`);

  await loginThroughPage(page, ADMIN);
  await page.goto(`/pc/admin/sending24/event/detail/${id}?tab=subjects`);
  await page.getByRole('button', { name: '엑셀 파일로 추가' }).click();
  const person = (i: number, phone: string) => [`시트대상${i}`, phone, '남', '대리', '19890707', '양력'];
  const bad = await filledTemplate(page, [
    person(1, '01066000001'),
    person(2, '010660'),
    person(3, '01066000003'),
  ]);
  expect(bad.fileName).toBe('선물 대상자_일괄등록_양식.xlsx');
  expect(bad.header.slice(0, 2)).toEqual(['이름', '휴대폰 번호']);
  await page.getByLabel('파일 선택').setInputFiles(bad.file('대상자.xlsx'));
  await expect(page.getByText('3행 중 1행에 오류가 있습니다.', { exact: false })).toBeVisible();
  const row = page.getByRole('table', { name: '올린 파일 미리보기' }).getByRole('row', { name: /시트대상2/ });
  await expect(row.getByRole('cell', { name: /휴대폰 번호는 11자리 숫자여야 합니다/ })).toBeVisible();
  await expect(page.getByRole('button', { name: '3명 추가' })).toBeDisabled();
  expect(await subjects()).toBe(0);

  const fixed = await filledTemplate(page, [
    person(1, '01066000001'),
    person(2, '01066000002'),
    person(3, '01066000003'),
  ]);
  await page.getByLabel('파일 선택').setInputFiles(fixed.file('대상자.xlsx'));
  await expect(page.getByText('3행 모두 저장할 수 있습니다.')).toBeVisible();
  await page.getByRole('button', { name: '3명 추가' }).click();
  await expect(page.getByText('대상자 3명을 추가했습니다.')).toBeVisible();
  await expect(page.getByRole('cell', { name: '시트대상3', exact: true })).toBeVisible();
  expect(await subjects()).toBe(3);
});
