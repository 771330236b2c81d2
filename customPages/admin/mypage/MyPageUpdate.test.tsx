import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildMember } from '../../../authProvider/permissions.testing';
import type { ApiFetchOptions } from '../../../dataProviders/useApi';
import { renderInAdmin } from '../layout/testUtils';
import { MyPageUpdate } from './MyPageUpdate';
import { validatePasswordChange } from './PasswordForm';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

describe('MyPageUpdate profile form', () => {
  it('checks the fields with the shared schema before sending, and focuses the first bad one', async () => {
    const save = vi.fn();
    renderInAdmin(<MyPageUpdate />, { member: buildMember(), routes: { 'POST /homepage/v1/profile': save } });
    const form = await screen.findByRole('form', { name: '기본 정보' });
    type('이름', ' ');
    type('휴대폰 번호', '0101234');
    fireEvent.click(within(form).getByRole('button', { name: '저장' }));
    expect(await within(form).findByText('이름을 입력해주세요.')).toBeInTheDocument();
    expect(within(form).getByText('휴대폰 번호는 11자리 숫자여야 합니다.')).toBeInTheDocument();
    expect(screen.getByLabelText('이름', { exact: false })).toHaveFocus();
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps phone inputs to digits and sends the profile', async () => {
    const save = vi.fn((options?: ApiFetchOptions) => options?.body);
    renderInAdmin(<MyPageUpdate />, { member: buildMember(), routes: { 'POST /homepage/v1/profile': save } });
    const form = await screen.findByRole('form', { name: '기본 정보' });
    type('휴대폰 번호', '010-9876-5432');
    expect(screen.getByLabelText('휴대폰 번호', { exact: false })).toHaveValue('01098765432');
    fireEvent.click(within(form).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('내 정보가 저장되었습니다.')).toBeInTheDocument();
    expect(save.mock.calls[0]?.[0]?.body).toMatchObject({
      name: '김지원',
      cellPhone: '01098765432',
      smsAlertYN: 'Y',
    });
  });

  it('shows the server field errors beside the fields', async () => {
    const save = () =>
      Promise.reject({
        status: 400,
        message: '입력값을 확인해주세요.',
        body: { errors: { cellPhone: '이미 사용 중인 휴대폰 번호입니다.' } },
      });
    renderInAdmin(<MyPageUpdate />, { member: buildMember(), routes: { 'POST /homepage/v1/profile': save } });
    const form = await screen.findByRole('form', { name: '기본 정보' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fireEvent.click(within(form).getByRole('button', { name: '저장' }));
    expect(await within(form).findByText('이미 사용 중인 휴대폰 번호입니다.')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});

describe('MyPageUpdate password form', () => {
  const strong = 'Newpass!234';

  it('needs the confirmation to match the new password', () => {
    expect(
      validatePasswordChange({ currentPassword: 'Old!2345a', newPassword: strong, confirm: 'other' }),
    ).toEqual({
      errors: { confirm: '새 비밀번호가 일치하지 않습니다.' },
    });
    expect(
      validatePasswordChange({ currentPassword: 'Old!2345a', newPassword: strong, confirm: strong }),
    ).toEqual({
      body: { currentPassword: 'Old!2345a', newPassword: strong },
    });
    expect(
      'errors' in validatePasswordChange({ currentPassword: '', newPassword: 'weak', confirm: 'weak' }),
    ).toBe(true);
  });

  it('changes the password, clears the form and says other sessions end', async () => {
    const change = vi.fn(() => ({ ok: true }));
    renderInAdmin(<MyPageUpdate />, {
      member: buildMember(),
      routes: { 'PUT /homepage/v2/company-member/manager/passwd': change },
    });
    const form = await screen.findByRole('form', { name: '비밀번호 변경' });
    type('현재 비밀번호', 'Old!2345a');
    type('새 비밀번호 확인', strong);
    fireEvent.change(within(form).getByLabelText(/^새 비밀번호/, { selector: '#password-newPassword' }), {
      target: { value: strong },
    });
    fireEvent.click(within(form).getByRole('button', { name: '비밀번호 변경' }));
    expect(
      await screen.findByText('비밀번호가 변경되었습니다. 다른 기기의 로그인은 종료됩니다.'),
    ).toBeInTheDocument();
    expect(change).toHaveBeenCalledWith({
      method: 'PUT',
      body: { currentPassword: 'Old!2345a', newPassword: strong },
    });
    expect(screen.getByLabelText('현재 비밀번호', { exact: false })).toHaveValue('');
  });

  it('shows a wrong current password beside its field', async () => {
    const change = () =>
      Promise.reject({
        status: 400,
        message: '현재 비밀번호가 일치하지 않습니다.',
        body: { errors: { currentPassword: '현재 비밀번호가 일치하지 않습니다.' } },
      });
    renderInAdmin(<MyPageUpdate />, {
      member: buildMember(),
      routes: { 'PUT /homepage/v2/company-member/manager/passwd': change },
    });
    const form = await screen.findByRole('form', { name: '비밀번호 변경' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    type('현재 비밀번호', 'Wrong!2345');
    fireEvent.change(within(form).getByLabelText(/^새 비밀번호/, { selector: '#password-newPassword' }), {
      target: { value: strong },
    });
    type('새 비밀번호 확인', strong);
    fireEvent.click(within(form).getByRole('button', { name: '비밀번호 변경' }));
    expect(await within(form).findByText('현재 비밀번호가 일치하지 않습니다.')).toBeInTheDocument();
    expect(screen.getByLabelText('현재 비밀번호', { exact: false })).toHaveFocus();
    vi.restoreAllMocks();
  });
});
