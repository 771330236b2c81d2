import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider } from 'ra-core';
import { MemoryRouter } from 'react-router';
import { AuthPagesAuthProvider } from './portalAuth';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../dataProviders/httpClient';
import { FindPasswordPage } from './FindPasswordPage';

vi.mock('../../../dataProviders/links', () => ({
  loadOutsideLinks: () => Promise.reject(new Error('offline')),
}));

function renderPage(resetPassword: (body: unknown) => Promise<void>) {
  const sendPasswordCode = vi
    .fn()
    .mockResolvedValue({ sent: true, message: '인증번호를 보냈습니다.', expiresInSeconds: 300 });
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: () => Promise.reject({ redirectTo: '/pc/admin/auth/login', message: false }),
    checkError: async () => undefined,
    sendPasswordCode,
    resetPassword,
  };
  render(
    <MemoryRouter initialEntries={['/pc/admin/auth/findPassword']}>
      <AuthPagesAuthProvider value={authProvider}>
        <FindPasswordPage />
      </AuthPagesAuthProvider>
    </MemoryRouter>,
  );
  return { sendPasswordCode };
}

async function requestCode() {
  await userEvent.type(await screen.findByLabelText(/이메일/), 'demo-admin@example.com{Enter}');
  return screen.findByText(/^인증번호를 보냈습니다\. 남은 시간 5:00/);
}

describe('find password page', () => {
  it("sends the code and shows the server's notice with a five-minute countdown", async () => {
    const { sendPasswordCode } = renderPage(vi.fn());
    expect(await requestCode()).toBeInTheDocument();
    expect(sendPasswordCode).toHaveBeenCalledWith('demo-admin@example.com');
    expect(screen.getByRole('button', { name: '인증번호 다시 받기' })).toBeInTheDocument();
  });

  it('checks the new password with the shared rule and the confirmation before sending', async () => {
    const reset = vi.fn();
    renderPage(reset);
    await requestCode();
    await userEvent.type(screen.getByLabelText('인증번호 6자리'), '12a3456');
    expect(screen.getByLabelText('인증번호 6자리')).toHaveValue('123456');
    await userEvent.type(screen.getByLabelText('새 비밀번호'), 'short');
    await userEvent.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(screen.getByText(/영문 대문자, 소문자, 숫자, 특수기호/)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('새 비밀번호'));
    await userEvent.type(screen.getByLabelText('새 비밀번호'), 'NewPass!234');
    await userEvent.type(screen.getByLabelText('새 비밀번호 확인'), 'NewPass!235{Enter}');
    expect(screen.getByText('비밀번호가 일치하지 않습니다.')).toBeInTheDocument();
    expect(reset).not.toHaveBeenCalled();
  });

  it('shows a wrong code beside the code field, then the success message with a way back to login', async () => {
    const wrong = new ApiError(
      400,
      { message: '확인', errors: { code: '인증번호가 올바르지 않습니다.' } },
      '확인',
    );
    const reset = vi.fn().mockRejectedValueOnce(wrong).mockResolvedValueOnce(undefined);
    renderPage(reset);
    await requestCode();
    await userEvent.type(screen.getByLabelText('인증번호 6자리'), '000000');
    await userEvent.type(screen.getByLabelText('새 비밀번호'), 'NewPass!234');
    await userEvent.type(screen.getByLabelText('새 비밀번호 확인'), 'NewPass!234{Enter}');
    expect(await screen.findByText('인증번호가 올바르지 않습니다.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(
      await screen.findByText('비밀번호가 변경되었습니다. 새 비밀번호로 로그인해주세요.'),
    ).toBeInTheDocument();
    expect(reset).toHaveBeenLastCalledWith({
      email: 'demo-admin@example.com',
      code: '000000',
      newPassword: 'NewPass!234',
    });
    expect(screen.getByRole('link', { name: '로그인 화면으로' })).toHaveAttribute(
      'href',
      '/pc/admin/auth/login',
    );
  });
});
