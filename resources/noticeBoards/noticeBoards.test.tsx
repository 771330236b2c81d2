import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMember } from '../../authProvider/permissions.testing';
import type { NoticeRecord } from '../../schemas/legacyScreens';
import { createFakeApi, renderResources } from '../_generated/testing';
import { noticeBoards } from '.';

const notice = (id: string, overrides: Partial<NoticeRecord> = {}): NoticeRecord => ({
  id,
  title: `안내 ${id}`,
  body: '본문입니다.',
  pinned: false,
  createdAt: '2026-11-20T05:30:00.000Z',
  updatedAt: '2026-11-20T05:30:00.000Z',
  ...overrides,
});

function setup(path: string) {
  const api = createFakeApi({
    notice: {
      rows: [
        notice('n1', { title: '연말 배송 일정 안내', pinned: true }),
        notice('n2', { title: '설 연휴 안내', createdAt: '2026-10-01T01:00:00.000Z' }),
      ],
    },
    welfare: {
      rows: [notice('w1', { title: '건강검진 제휴 안내', body: '제휴 병원에서\n할인됩니다.' })],
    },
  });
  return { api, ...renderResources(noticeBoards(), { path, member: buildMember(), api }) };
}

configure({ asyncUtilTimeout: 5_000 });
const SLOW = { timeout: 30_000 };

describe('공지사항 and 복지 게시판', SLOW, () => {
  it('lists a board with Korean headers, the 고정 chip before a pinned title and dotted dates', async () => {
    const { api } = setup('/pc/admin/customer/notice');
    expect(await screen.findByRole('heading', { level: 1, name: '공지사항' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(expect.arrayContaining(['제목', '등록일']));
    expect(headers).not.toContain('내용');
    const pinned = await within(table).findByRole('link', { name: /연말 배송 일정 안내/ });
    expect(pinned).toHaveAttribute('href', '/pc/admin/customer/notice/n1');
    expect(within(pinned).getByText('고정')).toBeInTheDocument();
    expect(within(within(table).getByRole('link', { name: '설 연휴 안내' })).queryByText('고정')).toBeNull();
    expect(within(table).getByText('2026.11.20')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('제목, 내용 검색')).toBeInTheDocument();
    const list = api.requests.find((request) => request.method === 'GET');
    expect(list?.url.pathname).toBe('/homepage/v2/boards/notice');
  });

  it('opens a notice at the board address with its body as written', async () => {
    const { api } = setup('/pc/admin/notice/welfare/w1');
    expect(await screen.findByRole('heading', { level: 2, name: '건강검진 제휴 안내' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '복지 게시판' })).toBeInTheDocument();
    expect(screen.getByText(/제휴 병원에서/)).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(screen.getByText('등록일 2026.11.20')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '목록으로' })).toHaveAttribute(
      'href',
      '/pc/admin/welfareNotices',
    );
    expect(api.requests.at(-1)?.url.pathname).toBe('/homepage/v2/boards/welfare/w1');
  });
});
