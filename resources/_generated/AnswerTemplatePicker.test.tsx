import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AdminContext, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { AnswerTemplatePicker, withTemplate } from './AnswerTemplatePicker';

const TEMPLATES = [
  { id: 't1', use: 'CS', title: '답변 시작 인사', body: '안녕하세요, 포털24 고객센터입니다.' },
  { id: 't2', use: 'CS', title: '처리 완료 안내', body: '요청하신 내용을 처리했습니다.' },
];

function Answer() {
  const [text, setText] = useState('');
  return (
    <>
      <AnswerTemplatePicker use="CS" onPick={(body) => setText((current) => withTemplate(current, body))} />
      <output data-testid="answer">{text}</output>
    </>
  );
}

describe('AnswerTemplatePicker', () => {
  it("offers the use's templates by title and adds each picked one to the answer, keeping what is there", async () => {
    const getList = vi.fn(async () => ({ data: TEMPLATES, total: TEMPLATES.length }));
    render(
      <AdminContext dataProvider={{ getList } as unknown as DataProvider}>
        <Answer />
      </AdminContext>,
    );
    const picker = await screen.findByRole('combobox', { name: '답변 템플릿' });
    await waitFor(() => expect(picker).not.toHaveAttribute('aria-disabled'));
    expect(getList).toHaveBeenCalledWith(
      'providerAnswerTemplates',
      expect.objectContaining({ filter: { use: 'CS' } }),
    );
    await userEvent.click(picker);
    await userEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: '답변 시작 인사' }),
    );
    expect(screen.getByTestId('answer')).toHaveTextContent(/^안녕하세요, 포털24 고객센터입니다\.$/);
    await userEvent.click(screen.getByRole('combobox', { name: '답변 템플릿' }));
    await userEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: '처리 완료 안내' }),
    );
    expect(screen.getByTestId('answer').textContent).toBe(
      '안녕하세요, 포털24 고객센터입니다.\n\n요청하신 내용을 처리했습니다.',
    );
  });

  it('says when there is no template yet', async () => {
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    render(
      <AdminContext dataProvider={{ getList } as unknown as DataProvider}>
        <Answer />
      </AdminContext>,
    );
    expect(await screen.findByText(/등록된 템플릿이 없습니다/)).toBeInTheDocument();
  });
});
