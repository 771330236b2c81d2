import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider } from 'ra-core';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AuthPagesAuthProvider } from './portalAuth';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../dataProviders/httpClient';
import { LoginPage } from './LoginPage';

vi.mock('../../../dataProviders/links', () => ({
  loadOutsideLinks: () => Promise.reject(new Error('offline')),
}));

/** Reports every location the page moves to. */
function LocationSpy({ onChange }: { onChange: (location: { pathname: string; search: string }) => void }) {
  onChange(useLocation());
  return null;
}

function renderLogin(
  login: (params: unknown) => Promise<unknown>,
  path = '/pc/admin/auth/login?origin=%2Fpc%2Fadmin%2Fmypage',
) {
  let loggedIn = false;
  let location = path;
  const authProvider: AuthProvider = {
    login: async (params) => {
      const result = await login(params);
      loggedIn = true;
      return result;
    },
    logout: async () => undefined,
    checkAuth: async () => {
      if (!loggedIn) throw { redirectTo: '/pc/admin/auth/login', message: false };
    },
    checkError: async () => undefined,
  };
  render(
    <MemoryRouter initialEntries={[path]}>
      <LocationSpy onChange={(l) => (location = `${l.pathname}${l.search}`)} />
      <AuthPagesAuthProvider value={authProvider}>
        {/* Only the login address shows the page, as in the app: after the move it is gone. */}
        <Routes>
          <Route path="/pc/admin/auth/login" element={<LoginPage />} />
          <Route path="*" element={null} />
        </Routes>
      </AuthPagesAuthProvider>
    </MemoryRouter>,
  );
  return { currentPath: () => location };
}

describe('login page', () => {
  it('asks for the empty fields in Korean without calling the server', async () => {
    const login = vi.fn();
    renderLogin(login);
    await userEvent.click(await screen.findByRole('button', { name: '로그인' }));
    expect(screen.getByText('이메일을 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('비밀번호를 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByLabelText(/이메일/)).toHaveFocus();
    expect(login).not.toHaveBeenCalled();
  });

  it('shows the server message for wrong credentials and keeps the visitor on the page', async () => {
    const login = vi
      .fn()
      .mockRejectedValue(new ApiError(401, null, '이메일 또는 비밀번호가 일치하지 않습니다.'));
    renderLogin(login);
    await userEvent.type(await screen.findByLabelText(/이메일/), 'demo-admin@example.com');
    await userEvent.type(screen.getByLabelText(/비밀번호/), 'wrong{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('이메일 또는 비밀번호가 일치하지 않습니다.');
    expect(screen.getByRole('button', { name: '로그인' })).toBeEnabled();
  });

  it('logs in with Enter and keep-login, then goes to the origin page', async () => {
    const login = vi.fn().mockResolvedValue({ redirectTo: '/pc/admin/mypage' });
    const { currentPath } = renderLogin(login);
    await userEvent.type(await screen.findByLabelText(/이메일/), 'demo-admin@example.com');
    await userEvent.click(screen.getByLabelText('로그인 상태 유지'));
    await userEvent.type(screen.getByLabelText(/비밀번호/), 'Demo!2345{Enter}');
    await waitFor(() => expect(currentPath()).toBe('/pc/admin/mypage'));
    expect(login).toHaveBeenCalledWith({
      email: 'demo-admin@example.com',
      password: 'Demo!2345',
      keepLoginYN: 'Y',
      origin: '/pc/admin/mypage',
    });
  });

  it('offers the password page with the same origin, and sets the tab title', async () => {
    renderLogin(vi.fn());
    const link = await screen.findByRole('link', { name: '비밀번호 찾기' });
    expect(link).toHaveAttribute('href', '/pc/admin/auth/findPassword?origin=%2Fpc%2Fadmin%2Fmypage');
    expect(document.title).toBe('로그인 | 포털');
  });
});
