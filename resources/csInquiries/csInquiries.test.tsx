import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { buildMember } from '../../authProvider/permissions.testing';
import type { CsInquiryRecord } from '../../schemas/legacyScreens';
import { createFakeApi, renderResources } from '../_generated/testing';
import { csInquiries } from '.';

const inquiry = (id: string, overrides: Partial<CsInquiryRecord> = {}): CsInquiryRecord => ({
  id,
  title: `문의 ${id}`,
  body: '문의 내용입니다.',
  status: 'WAITING',
  authorName: '김지원',
  answer: null,
  answeredAt: null,
  createdAt: '2026-11-20T05:30:00.000Z',
  ...overrides,
});

function setup(path: string, frame?: (props: { children: ReactNode }) => ReactNode) {
  const api = createFakeApi({
    'cs-inquiries': {
      rows: [
        inquiry('c1', { title: '청구서 발행일 문의' }),
        inquiry('c2', {
          title: '복지 포인트 문의',
          status: 'ANSWERED',
          answer: '네, 사용할 수 있습니다.',
          answeredAt: '2026-11-21T01:00:00.000Z',
        }),
      ],
      check: (body) => (String(body.title ?? '').includes('금지') ? { title: '제목을 확인해주세요.' } : null),
    },
  });
  return { api, ...renderResources([csInquiries(frame)], { path, member: buildMember(), api }) };
}

/**
 * Focuses 저장 as a click does, then clicks it once enabled (the test admin has no Korean
 * catalogue: react-admin's own buttons read in English here).
 */
async function saveForm() {
  const button = await screen.findByRole('button', { name: /save/i });
  act(() => button.focus());
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
}

configure({ asyncUtilTimeout: 5_000 });
const SLOW = { timeout: 30_000 };

describe('1:1 문의', SLOW, () => {
  it('lists the inquiries with their status labels, the intro and 등록 leading to customer/cs/write', async () => {
    setup('/pc/admin/customer/cs');
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(expect.arrayContaining(['제목', '상태', '작성자', '작성일']));
    expect(await within(table).findByText('답변 대기')).toBeInTheDocument();
    expect(within(table).getByText('답변 완료')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: '청구서 발행일 문의' })).toHaveAttribute(
      'href',
      '/pc/admin/customer/cs/c1',
    );
    expect(screen.getByText(/담당자가 답변드립니다/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '등록' })).toHaveAttribute('href', '/pc/admin/customer/cs/write');
  });

  it('writes an inquiry at customer/cs/write with the schema messages and opens it, waiting for its answer', async () => {
    const { api, currentPath } = setup('/pc/admin/customer/cs/write');
    expect(await screen.findByRole('heading', { level: 1, name: /1:1 문의/ })).toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText(/문의 내용/), '조식24를 결제할 수 있나요?');
    await saveForm();
    expect(await screen.findByText('제목을 입력해주세요.')).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
    await userEvent.type(screen.getByLabelText(/제목/), '복지 포인트 사용처 문의');
    await saveForm();
    await waitFor(() => expect(currentPath()).toBe('/pc/admin/customer/cs/new-3'));
    const sent = api.requests.find((request) => request.method === 'POST');
    expect(sent?.url.pathname).toBe('/homepage/v2/cs-inquiries');
    expect(sent?.body).toEqual({ title: '복지 포인트 사용처 문의', body: '조식24를 결제할 수 있나요?' });
    expect(await screen.findByText(/아직 답변이 등록되지 않았습니다/)).toBeInTheDocument();
  });

  it('shows the answer of an answered inquiry without 삭제, and 삭제 on one still waiting', async () => {
    setup('/pc/admin/customer/cs/c2');
    expect(await screen.findByTestId('cs-answer')).toHaveTextContent('네, 사용할 수 있습니다.');
    expect(screen.getByText('답변일 2026.11.21')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /delete/i })).toBeNull();
  });

  it('offers 삭제 while the inquiry waits for its answer', async () => {
    setup('/pc/admin/customer/cs/c1');
    expect(await screen.findByRole('heading', { level: 2, name: '청구서 발행일 문의' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /delete/i })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '목록으로' })).toBeInTheDocument();
  });

  it("wraps its pages in its frame; react-admin's create address (the empty list's 등록) forwards to customer/cs/write", async () => {
    const Gate = ({ children }: { children: ReactNode }) => <div data-testid="gate">{children}</div>;
    const { currentPath } = setup('/pc/admin/csInquiries/create', Gate);
    expect(await screen.findByLabelText(/문의 내용/)).toBeInTheDocument();
    expect(currentPath()).toBe('/pc/admin/customer/cs/write');
    expect(screen.getByTestId('gate')).toContainElement(screen.getByLabelText(/문의 내용/));
  });
});
