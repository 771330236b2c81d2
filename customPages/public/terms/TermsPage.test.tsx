import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TermsPage } from './TermsPage';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/pc/flower24/terms/:type" element={<TermsPage />} />
        <Route path="/pc/sending24/terms/:type" element={<TermsPage />} />
        <Route path="/404" element={<p>페이지 없음</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('TermsPage', () => {
  it('shows the document with its title, effective date and article headings', () => {
    renderAt('/pc/flower24/terms/flower24_service_policy');
    expect(screen.getByRole('heading', { level: 1, name: '플라워24 서비스 이용약관' })).toBeInTheDocument();
    expect(screen.getByText('시행일 2021년 8월 23일')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '제1조 (목적)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '부칙' })).toBeInTheDocument();
    expect(screen.getByText(/서울중앙지방법원/)).toBeInTheDocument();
    expect(document.title).toBe('플라워24 서비스 이용약관 | 포털');
  });

  it('nests articles under chapters without skipping a heading level', () => {
    renderAt('/pc/sending24/terms/use_service');
    expect(screen.getByRole('heading', { level: 2, name: '제1장 총칙' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '제1조 (목적)' })).toBeInTheDocument();
  });

  it('shows any of the 15 documents under either service path', () => {
    renderAt('/pc/sending24/terms/contact_privacy_policy');
    expect(
      screen.getByRole('heading', { level: 1, name: '서비스 문의 개인정보 수집·이용 동의 (필수)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '■ 보유 및 이용 기간' })).toBeInTheDocument();
  });

  it('sends an unknown type to /404', () => {
    renderAt('/pc/sending24/terms/not_a_policy');
    expect(screen.getByText('페이지 없음')).toBeInTheDocument();
  });
});
