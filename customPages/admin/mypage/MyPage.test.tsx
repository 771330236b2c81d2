import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildAdministrator, buildMember } from '../../../authProvider/permissions.testing';
import { renderInAdmin } from '../layout/testUtils';
import { MyPage } from './MyPage';

const ACCOUNT = {
  bank: '신한은행',
  accountNumber: '56211234567890',
  holder: '한빛솔루션',
  issuedAt: '2026-01-02',
};

describe('MyPage', () => {
  it('shows the profile with formatted phones and the granted authorities as chips', async () => {
    const member = buildMember({ hasBuyRequestAuthority: true, hasManagerAuthority: true });
    renderInAdmin(<MyPage />, {
      member,
      routes: { '/homepage/v1/virtual-accounts': () => ({ virtualAccount: null }) },
    });
    const profile = await screen.findByRole('region', { name: '내 정보' });
    expect(within(profile).getByText('010-4123-7788')).toBeInTheDocument();
    expect(within(profile).getByText('02-1544-7788')).toBeInTheDocument();
    expect(within(profile).getByText('구매 요청 승인')).toBeInTheDocument();
    expect(within(profile).getByText('관리자 설정')).toBeInTheDocument();
    expect(within(profile).getByRole('link', { name: '내 정보 수정' })).toHaveAttribute(
      'href',
      '/pc/admin/mypage/update',
    );
    expect(await screen.findByText('발급된 전용계좌가 없습니다.')).toBeInTheDocument();
  });

  it('reissues the virtual account only after the administrator confirms', async () => {
    const reissue = vi.fn(() => ({ virtualAccount: { ...ACCOUNT, accountNumber: '56219999999999' } }));
    renderInAdmin(<MyPage />, {
      member: buildAdministrator(),
      routes: {
        '/homepage/v1/virtual-accounts': () => ({ virtualAccount: ACCOUNT }),
        'PUT /homepage/v1/virtual-accounts': reissue,
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '재발급' }));
    const dialog = await screen.findByRole('dialog');
    expect(reissue).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: '재발급' }));
    expect(await screen.findByText('전용계좌가 재발급되었습니다.')).toBeInTheDocument();
    expect(await screen.findByText('56219999999999')).toBeInTheDocument();
    expect(reissue).toHaveBeenCalledTimes(1);
  });

  it('does not offer the reissue to a plain member', async () => {
    renderInAdmin(<MyPage />, {
      member: buildMember(),
      routes: { '/homepage/v1/virtual-accounts': () => ({ virtualAccount: ACCOUNT }) },
    });
    expect(await screen.findByText('56211234567890')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '재발급' })).toBeNull();
  });
});
