import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMember } from '../../../authProvider/permissions.testing';
import { renderInAdmin } from '../layout/testUtils';
import { AdminNotFoundPage } from './AdminNotFoundPage';

configure({ asyncUtilTimeout: 5_000 });

describe('AdminNotFoundPage', () => {
  it('says in Korean that the page is not there, keeps the address asked for, and leads home', async () => {
    const { currentPath } = renderInAdmin(<AdminNotFoundPage />, {
      member: buildMember(),
      path: '/pc/admin/no-such-page?tab=2',
    });
    expect(await screen.findByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeVisible();
    expect(screen.getByText('/pc/admin/no-such-page')).toBeVisible();
    expect(document.title).toBe('페이지를 찾을 수 없습니다 | 포털');
    expect(currentPath()).toBe('/pc/admin/no-such-page?tab=2');

    const home = screen.getByRole('link', { name: '홈으로' });
    expect(home).toHaveAttribute('href', '/pc/admin/home');
    await userEvent.click(home);
    expect(currentPath()).toBe('/pc/admin/home');
  });
});
