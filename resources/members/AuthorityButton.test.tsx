import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildAdministrator } from '../../authProvider/permissions.testing';
import { ApiError } from '../../dataProviders/httpClient';
import { createFakeApi, renderResources } from '../_generated/testing';
import type { FakeApiFetch } from '../_generated/testing';
import { members } from './index';

configure({ asyncUtilTimeout: 5_000 });

const MEMBER = {
  id: 'm1',
  name: '이서연',
  email: 'seoyeon@example.com',
  cellPhone: '01012345678',
  officePhone: '',
  groupId: null,
  groupName: null,
  rank: '대리',
  gender: '여',
  eventDate: '19920101',
  lunar: '음력',
  joinDate: '20200302',
  companyMemberRole: '멤버',
  hasMasterAuthority: false,
  hasAdminAuthority: false,
  hasBuyRequestAuthority: false,
  hasCategoryItemAuthority: false,
  hasManagerAuthority: false,
  createdAt: '2024-01-01T00:00:00Z',
};

function setup(viewer = buildAdministrator({ hasAdminAuthority: true }), apiFetch = vi.fn<FakeApiFetch>()) {
  const api = createFakeApi({ members: { rows: [{ ...MEMBER }] }, groups: { rows: [] } });
  renderResources([members], { path: '/pc/admin/members/m1/show', member: viewer, api, apiFetch });
  return { apiFetch };
}

describe('member authority', { timeout: 30_000 }, () => {
  it('shows the member with labels and dotted dates, and the authority form to an admin-authority holder', async () => {
    const apiFetch = vi.fn<FakeApiFetch>().mockResolvedValue({});
    setup(undefined, apiFetch);
    expect(await screen.findByText('1992.01.01')).toBeInTheDocument();
    expect(screen.getByText('010-1234-5678')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '권한 변경' }));
    const dialog = screen.getByRole('dialog', { name: '이서연 님의 권한' });
    await userEvent.click(within(dialog).getByLabelText('구매 요청 승인 권한'));
    await userEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(apiFetch).toHaveBeenCalledWith('/homepage/v2/members/m1/authority', {
        method: 'PUT',
        body: {
          companyMemberRole: '멤버',
          hasMasterAuthority: false,
          hasAdminAuthority: false,
          hasBuyRequestAuthority: true,
          hasCategoryItemAuthority: false,
          hasManagerAuthority: false,
        },
      }),
    );
  });

  it("shows the server's refusal (the last administrator) and keeps the form open", async () => {
    const refusal = {
      status: 409,
      code: 'LAST_ADMIN',
      message: '마지막 관리자의 권한은 해제할 수 없습니다.',
    };
    setup(undefined, vi.fn<FakeApiFetch>().mockRejectedValue(new ApiError(409, refusal, refusal.message)));
    await userEvent.click(await screen.findByRole('button', { name: '권한 변경' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('관리자 설정 권한'));
    await userEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('마지막 관리자의 권한은 해제할 수 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('is not offered to an administrator by role alone, without master or admin authority', async () => {
    setup(buildAdministrator());
    expect(await screen.findByText('1992.01.01')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '권한 변경' })).not.toBeInTheDocument();
  });
});
