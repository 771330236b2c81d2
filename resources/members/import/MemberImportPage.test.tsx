import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildAdministrator } from '../../../authProvider/permissions.testing';
import type { ApiFetchOptions } from '../../../dataProviders/httpClient';
import { createFakeApi, renderResources } from '../../_generated/testing';
import type { FakeApiFetch } from '../../_generated/testing';
import { members } from '../index';

configure({ asyncUtilTimeout: 5_000 });

const CSV = [
  '이름,이메일,휴대폰 번호,성별,직급,생일(YYYYMMDD),양력/음력',
  '김하나,one@example.com,010-1111-2222,여,사원,19900505,양력',
  '김둘,two@example.com,01011112222,남자,대리,19900230,',
  '김셋,three@example.com,01033334444,,,,',
].join('\n');

type ImportBody = { rows: Record<string, string>[]; dryRun: boolean; groupId: string | null };

function setup() {
  const calls: ImportBody[] = [];
  const apiFetch = vi.fn<FakeApiFetch>(async (_path: string, options?: ApiFetchOptions) => {
    const body = options?.body as ImportBody;
    calls.push(body);
    // The server knows three@example.com already: only it can tell, in the dry run.
    const taken = body.rows.findIndex((row) => row.email === 'three@example.com');
    const errors =
      taken === -1 ? [] : [{ row: taken + 1, field: 'email', message: '이미 등록된 이메일입니다.' }];
    return {
      dryRun: body.dryRun,
      total: body.rows.length,
      added: body.dryRun || errors.length ? 0 : body.rows.length,
      errors,
    };
  });
  const api = createFakeApi({ members: { rows: [] }, groups: { rows: [{ id: 'g1', name: '개발팀' }] } });
  renderResources([members], {
    path: '/pc/admin/member/list/import',
    member: buildAdministrator(),
    api,
    apiFetch,
  });
  return { apiFetch, calls };
}

describe('member import page', { timeout: 30_000 }, () => {
  it('previews every error beside its cell, lets a row be fixed in the JSON-Schema form, and commits only when clean', async () => {
    const { calls } = setup();
    const file = new File([CSV], 'members.csv', { type: 'text/csv' });
    await userEvent.upload(await screen.findByLabelText('파일 선택'), file);

    const grid = await screen.findByRole('table', { name: '가져올 구성원 미리보기' });
    expect(await screen.findByText('3행 중 2행에 오류가 있습니다.', { exact: false })).toBeInTheDocument();
    const second = within(grid).getByRole('row', { name: /김둘/ });
    expect(second).toHaveTextContent('성별은 남 또는 여만 입력할 수 있습니다.');
    expect(second).toHaveTextContent('생일이 올바른 날짜가 아닙니다.');
    expect(second).toHaveTextContent('파일 안에서 휴대폰 번호가 중복됩니다. (1행과 같음)');
    expect(within(grid).getByRole('row', { name: /김셋/ })).toHaveTextContent('이미 등록된 이메일입니다.');
    expect(calls[0]).toMatchObject({ dryRun: true, groupId: null });
    expect(calls[0]?.rows[0]).toMatchObject({ cellPhone: '01011112222', eventDate: '19900505' });
    expect(screen.getByRole('button', { name: '3명 등록' })).toBeDisabled();

    await userEvent.click(second);
    const dialog = await screen.findByRole('dialog', { name: '2행 고치기' });
    expect(within(dialog).getByText('성별은 남 또는 여만 입력할 수 있습니다.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('파일 안에서 휴대폰 번호가 중복됩니다. (1행과 같음)'),
    ).toBeInTheDocument();
    const phone = within(dialog).getByLabelText(/휴대폰 번호/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '01055556666');
    const gender = within(dialog).getByLabelText('성별');
    await userEvent.clear(gender);
    await userEvent.type(gender, '남');
    const birthday = within(dialog).getByLabelText(/생일/);
    await userEvent.clear(birthday);
    await userEvent.type(birthday, '19900228');
    await userEvent.click(within(dialog).getByRole('button', { name: '고친 내용 적용' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(within(grid).getByRole('row', { name: /김셋/ }));
    const third = await screen.findByRole('dialog', { name: '3행 고치기' });
    expect(within(third).getByText('이미 등록된 이메일입니다.')).toBeInTheDocument();
    const email = within(third).getByLabelText(/이메일/);
    await userEvent.clear(email);
    await userEvent.type(email, 'three.kim@example.com');
    await userEvent.click(within(third).getByRole('button', { name: '고친 내용 적용' }));

    expect(await screen.findByText('3행 모두 등록할 수 있습니다.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '3명 등록' }));
    expect(await screen.findByText('3명을 등록했습니다.')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ dryRun: false });
    expect(calls.at(-1)?.rows[1]).toMatchObject({
      cellPhone: '01055556666',
      gender: '남',
      eventDate: '19900228',
    });
  });

  it('refuses a file without the required columns, naming them in Korean', async () => {
    setup();
    const file = new File(['이름,직급\n김하나,사원\n'], 'members.csv', { type: 'text/csv' });
    await userEvent.upload(await screen.findByLabelText('파일 선택'), file);
    expect(await screen.findByText(/필수 열이 없습니다: 이메일, 휴대폰 번호/)).toBeInTheDocument();
  });
});
