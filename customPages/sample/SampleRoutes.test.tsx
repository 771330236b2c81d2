import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SAMPLE_PAGES, SampleRoutes } from './SampleRoutes';
import { SAMPLES } from './samples';

// Copied from ../shared/spec/routes.tsv ("/sample/{...}"), which is not part of this repository.
const ROUTES_TSV_SAMPLES =
  'icon,toast,banner,select,input,confirm,button,radio,table,pagination,form,accordion,datepicker,' +
  'alert-dialog-slide-up,skeleton-loading,drag-file,excel,payment-test,payment-result,drag-drop-tree,map,scroll,web-socket';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/sample/*" element={<SampleRoutes />} />
        <Route path="/404" element={<p>없는 페이지</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );

describe('/sample showcase', () => {
  it('has a page for every sample routes.tsv lists, and the index lists them all', () => {
    const listed = ROUTES_TSV_SAMPLES.split(',');
    expect(listed.length).toBeGreaterThan(20);
    expect(Object.keys(SAMPLE_PAGES).sort()).toEqual([...listed].sort());
    expect(SAMPLES.map((sample) => sample.path).sort()).toEqual([...listed].sort());
  });

  it('links every sample from the index, keeping the theme', () => {
    renderAt('/sample?theme=dark');
    expect(screen.getByRole('heading', { level: 1, name: '컴포넌트 샘플' })).toBeInTheDocument();
    const links = within(screen.getByRole('main')).getAllByRole('link');
    expect(links).toHaveLength(SAMPLES.length);
    expect(links[0]).toHaveAttribute('href', '/sample/icon?theme=dark');
  });

  it.each(SAMPLES.map((sample) => [sample.path, sample.title]))(
    'renders /sample/%s with its heading',
    (path, title) => {
      renderAt(`/sample/${path}`);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(document.body.textContent).not.toMatch(/lorem|ipsum|placeholder|TODO|준비 중입니다/i);
    },
  );

  it('switches the theme through ?theme=', async () => {
    renderAt('/sample/button');
    await userEvent.click(screen.getByRole('button', { name: '다크' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/sample/button?theme=dark');
    expect(screen.getByRole('button', { name: '다크' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: '옐로' }));
    expect(screen.getByTestId('where')).toHaveTextContent('?theme=yellow');
  });

  it('sends an unknown sample to /404', () => {
    renderAt('/sample/nothing-here');
    expect(screen.getByText('없는 페이지')).toBeInTheDocument();
  });

  it('payment test posts to the result page with only the last four digits', async () => {
    renderAt('/sample/payment-test');
    await userEvent.click(screen.getByRole('button', { name: '승인 카드 채우기' }));
    expect(screen.getByRole('textbox', { name: '카드 번호' })).toHaveValue('4242-4242-4242-4242');
    await userEvent.click(screen.getByRole('button', { name: /결제하기$/ }));
    expect(screen.getByRole('heading', { level: 1, name: '결제 결과' })).toBeInTheDocument();
    expect(screen.getByText('결제가 승인되었습니다.')).toBeInTheDocument();
    expect(screen.getByText('****-****-****-4242')).toBeInTheDocument();
    expect(screen.getByTestId('where').textContent).not.toContain('42424242');
  });

  it('payment test refuses a mistyped card number', async () => {
    renderAt('/sample/payment-test');
    await userEvent.type(screen.getByRole('textbox', { name: '카드 번호' }), '1234123412341234');
    await userEvent.click(screen.getByRole('button', { name: /결제하기$/ }));
    expect(screen.getByText('카드 번호를 정확하게 입력해주세요.')).toBeInTheDocument();
  });

  it('map: choosing Busan selects REGION_B', async () => {
    renderAt('/sample/map');
    await userEvent.click(screen.getByRole('button', { name: '부산 (부산/경남 권역)' }));
    expect(screen.getByText('REGION_B (부산/경남)을 선택했습니다.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '부산/경남' })).toBeChecked();
    act(() => screen.getByRole('button', { name: '서울 (서울/경기 권역)' }).focus());
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: '경기 (서울/경기 권역)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('form sample focuses the first failing field on submit', async () => {
    renderAt('/sample/form');
    await userEvent.click(screen.getByRole('button', { name: '제출' }));
    expect(screen.getByRole('textbox', { name: '회사명' })).toHaveFocus();
    expect(screen.getByText('회사명을 입력해주세요.')).toBeInTheDocument();
  });
});
