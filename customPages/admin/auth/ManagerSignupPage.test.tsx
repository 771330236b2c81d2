import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider } from 'ra-core';
import { MemoryRouter } from 'react-router';
import { AuthPagesAuthProvider } from './portalAuth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ManagerSignupPage } from './ManagerSignupPage';

vi.mock('../../../dataProviders/links', () => ({
  loadOutsideLinks: () => Promise.reject(new Error('offline')),
}));

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const INVITATION = {
  companyName: '주식회사 한빛솔루션',
  email: 'new-admin@example.com',
  cellPhone: '01055550101',
  expiresAt: '2030-01-01T00:00:00Z',
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderSignup(path: string) {
  const visitor: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => {
      throw { redirectTo: '/pc/admin/auth/login', message: false };
    },
    checkError: async () => undefined,
  };
  render(
    <MemoryRouter initialEntries={[path]}>
      <AuthPagesAuthProvider value={visitor}>
        <ManagerSignupPage />
      </AuthPagesAuthProvider>
    </MemoryRouter>,
  );
}

describe('manager sign-up page', () => {
  // A whole sign-up typed key by key, two terms dialogs included: seconds on a busy machine.
  it('shows the invitation, checks the form in Korean, signs up and offers the login page', async () => {
    fetchMock.mockResolvedValueOnce(json(200, INVITATION)).mockResolvedValueOnce(json(200, { ok: true }));
    renderSignup('/pc/admin/auth/manager/signup?token=tok_123');
    expect(await screen.findByText('new-admin@example.com')).toBeInTheDocument();
    expect(screen.getByText(/주식회사 한빛솔루션의 관리자로 초대되었습니다/)).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/homepage/v2/manager-signup/tok_123');
    expect(screen.getByLabelText(/휴대폰 번호/)).toHaveValue('01055550101');

    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect(screen.getByText('이름을 입력해주세요.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/이름/), '박매니저');
    await userEvent.type(screen.getAllByLabelText(/^비밀번호/)[0]!, 'Manager!2345');
    await userEvent.type(screen.getByLabelText(/비밀번호 확인/), 'Manager!2346');
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect(screen.getByText('비밀번호가 일치하지 않습니다.')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(/비밀번호 확인/));
    await userEvent.type(screen.getByLabelText(/비밀번호 확인/), 'Manager!2345');
    // The consents the company sign-up takes: nothing is sent without both.
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect(screen.getByText('서비스 이용약관에 동의해주세요.')).toBeInTheDocument();
    expect(screen.getByText('개인정보 수집 및 이용에 동의해주세요.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    for (const name of [/서비스 이용약관 \(필수\)/, /개인정보 수집 및 이용 \(필수\)/]) {
      await userEvent.click(screen.getByRole('checkbox', { name }));
      const dialog = await screen.findByRole('dialog');
      // jsdom lays nothing out, so the text counts as read once the end check has run.
      fireEvent.scroll(within(dialog).getByTestId('terms-scroll'));
      const agree = within(dialog).getByRole('checkbox');
      await waitFor(() => expect(agree).toHaveAttribute('aria-disabled', 'false'));
      await userEvent.click(agree);
      await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
      await waitFor(() => expect(screen.getByRole('checkbox', { name })).toBeChecked());
    }
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByRole('heading', { name: '가입이 완료되었습니다' })).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe('/homepage/v2/manager-signup/tok_123');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: '박매니저',
      cellPhone: '01055550101',
      password: 'Manager!2345',
      agreeUseService: true,
      agreePrivacy: true,
    });
    expect(new Headers(init?.headers).get('client_secret')).toBeNull();
    expect(screen.getByRole('link', { name: '로그인 화면으로' })).toHaveAttribute(
      'href',
      '/pc/admin/auth/login',
    );
  }, 60_000);

  it("shows the server's message for an expired or unknown invitation", async () => {
    fetchMock.mockResolvedValueOnce(
      json(410, { status: 410, code: 'EXPIRED', message: '초대 기간이 지났습니다.' }),
    );
    renderSignup('/pc/admin/auth/manager/signup?token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent('초대 기간이 지났습니다.');
  });

  it('explains a link without a token instead of calling the server', async () => {
    renderSignup('/pc/admin/auth/manager/signup');
    expect(await screen.findByRole('alert')).toHaveTextContent('초대 링크가 올바르지 않습니다.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
