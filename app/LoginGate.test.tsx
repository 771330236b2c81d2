import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import type { AuthProvider } from 'react-admin';
// react-admin is built on react-router-dom; in node its router must come from that same module.
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { loginRedirectUrl } from '../authProvider/guard';
import { LoginGate } from './LoginGate';

/** The gate inside the same kind of router the app uses (a data router), counting its navigations. */
function renderGate(checkAuth: AuthProvider['checkAuth'], path: string) {
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: vi.fn(async () => undefined),
    checkAuth,
    checkError: async () => undefined,
  };
  const shell = (
    <AdminContext authProvider={authProvider} store={memoryStore()} basename="/pc/admin">
      <LoginGate loginUrl={loginRedirectUrl}>
        <p>관리자 화면</p>
      </LoginGate>
    </AdminContext>
  );
  const router = createMemoryRouter(
    [
      { path: '/pc/admin/auth/login', element: <p>로그인 화면</p> },
      { path: '/pc/admin/*', element: shell },
    ],
    { initialEntries: [path] },
  );
  const locations: string[] = [];
  router.subscribe((state) => locations.push(`${state.location.pathname}${state.location.search}`));
  render(<RouterProvider router={router} />);
  return { router, locations, authProvider };
}

describe('LoginGate', () => {
  it('sends a visitor without a session to the login page once, keeping origin, and logs nobody out', async () => {
    const { router, locations, authProvider } = renderGate(
      () => Promise.reject(new Error('로그인이 필요합니다.')),
      '/pc/admin/uses/report/2026/11?tab=1',
    );
    expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
    const { pathname, search } = router.state.location;
    expect(pathname).toBe('/pc/admin/auth/login');
    expect(new URLSearchParams(search).get('origin')).toBe('/pc/admin/uses/report/2026/11?tab=1');
    // Give a loop the time to show itself: nothing moves after the one replace.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(locations).toHaveLength(1);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(authProvider.logout).not.toHaveBeenCalled();
    expect(screen.queryByText('관리자 화면')).toBeNull();
  });

  it('shows the shell to a member, and nothing of it while the session is being checked', async () => {
    let confirm: () => void = () => undefined;
    const { locations } = renderGate(
      () =>
        new Promise<void>((resolve) => {
          confirm = resolve;
        }),
      '/pc/admin/home',
    );
    expect(screen.getByText('불러오는 중…')).toBeInTheDocument();
    expect(screen.queryByText('관리자 화면')).toBeNull();
    confirm();
    expect(await screen.findByText('관리자 화면')).toBeInTheDocument();
    expect(locations).toHaveLength(0);
  });
});
