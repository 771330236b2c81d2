import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DialogProvider } from '../../../components/dialogs/DialogProvider';
import { TermsDialogFor } from './TermsDialogFor';
import type { TermsDialogForProps } from './TermsDialogFor';

function renderFor(props: Partial<TermsDialogForProps> & Pick<TermsDialogForProps, 'type'>) {
  const onAgree = vi.fn();
  render(
    <DialogProvider>
      <TermsDialogFor open checked={false} noScroll onAgree={onAgree} onClose={() => undefined} {...props} />
    </DialogProvider>,
  );
  return onAgree;
}

describe('TermsDialogFor', () => {
  it('shows the document of terms/ for its type and reports the agreement', () => {
    const onAgree = renderFor({ type: 'contact_privacy_policy' });
    expect(
      screen.getByRole('dialog', { name: '서비스 문의 개인정보 수집·이용 동의 (필수)' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('terms-scroll')).toHaveTextContent('상담을 마친 날부터 30일');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(onAgree).toHaveBeenCalledWith('contact_privacy_policy', true);
  });

  it('shows privacy_policy_only_show for reading, without the agree footer', () => {
    renderFor({ type: 'privacy_policy_only_show' });
    expect(screen.getByRole('dialog', { name: '개인정보처리방침' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
