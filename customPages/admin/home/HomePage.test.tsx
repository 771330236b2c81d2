import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMember } from '../../../authProvider/permissions.testing';
import { renderInAdmin } from '../layout/testUtils';
import { HomePage } from './HomePage';

const banner = (alt: string) => ({
  bannerEncrypted: alt,
  type: 'png',
  pcWeb: `/${alt}.png`,
  alt,
  link: '/pc/admin/snack24',
  targetNew: false,
  bannerImageType: 'DEFAULT' as const,
  tag: null,
});
const routes = {
  '/homepage/v2/banner/GNB': () => ({ bannerList: [banner('가을 간식'), banner('연말 선물')] }),
};

describe('HomePage', () => {
  it('greets the member, shows the banner and each service with its state and list link', async () => {
    const member = buildMember({
      serviceList: [
        {
          serviceEncrypted: 's1',
          service: 'snack24',
          serviceType: 'SUBSCRIPTION',
          useYN: 'Y',
          status: 'IN_USE',
          startedAt: '2024-03-01',
        },
        {
          serviceEncrypted: 's2',
          service: 'sending24',
          serviceType: 'ONE_TIME',
          useYN: 'Y',
          status: 'APPLIED',
          startedAt: null,
        },
      ],
    });
    renderInAdmin(<HomePage />, { member, routes });
    expect(await screen.findByRole('heading', { name: '김지원님, 안녕하세요' })).toBeInTheDocument();
    expect(screen.getByText('주식회사 한빛솔루션')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: '배너' })).toBeInTheDocument();
    const services = screen.getByRole('region', { name: '이용 중인 서비스' });
    const snack = within(services).getByRole('link', { name: '스낵24 바로가기' });
    expect(snack).toHaveAttribute('href', '/pc/admin/snack24/list');
    expect(snack).toHaveTextContent('이용 중');
    expect(snack).toHaveTextContent('2024.03.01부터 이용');
    expect(within(services).getByRole('link', { name: '선물24 바로가기' })).toHaveTextContent('신청 접수');
    expect(document.title).toBe('홈 | 포털');
  });

  it('offers shortcuts to members, organisation chart, mypage and the customer centre', async () => {
    renderInAdmin(<HomePage />, { member: buildMember(), routes });
    const shortcuts = await screen.findByRole('region', { name: '바로가기' });
    expect(within(shortcuts).getByRole('link', { name: /구성원 관리/ })).toHaveAttribute(
      'href',
      '/pc/admin/member/list',
    );
    expect(within(shortcuts).getByRole('link', { name: /조직도/ })).toHaveAttribute(
      'href',
      '/pc/admin/group/list',
    );
    expect(within(shortcuts).getByRole('link', { name: /마이페이지/ })).toHaveAttribute(
      'href',
      '/pc/admin/mypage',
    );
    expect(within(shortcuts).getByRole('link', { name: /고객센터/ })).toHaveAttribute('href', 'tel:16444624');
  });

  it('shows an empty state with a way to apply when the company has no service', async () => {
    renderInAdmin(<HomePage />, { member: buildMember({ serviceList: [] }), routes });
    expect(await screen.findByText('이용 중인 서비스가 없습니다')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '새 서비스 신청' })).toBeInTheDocument();
  });
});
