import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { Button } from '@mui/material';
import { BaseDialog } from './BaseDialog';
import { MODAL_BASE_Z_INDEX } from './modalStack';

const zIndexOf = (name: string) => {
  const root = screen.getByRole('dialog', { name, hidden: true }).closest('.MuiDialog-root');
  return Number(getComputedStyle(root as Element).zIndex);
};

describe('BaseDialog', () => {
  it('asks the before-close hook, and stays open when it says no', async () => {
    const onClose = vi.fn();
    const beforeClose = vi.fn().mockResolvedValue(false);
    render(
      <BaseDialog open title="편집" onClose={onClose} beforeClose={beforeClose}>
        내용
      </BaseDialog>,
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(beforeClose.mock.calls).toEqual([['escapeKeyDown'], ['closeButton']]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes when the before-close hook agrees', async () => {
    const onClose = vi.fn();
    render(
      <BaseDialog open title="편집" onClose={onClose} beforeClose={() => true}>
        내용
      </BaseDialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('closeButton'));
  });

  it('uses the spec defaults: width 50%, max height 90%, max width 100%, radius 8px, white', () => {
    render(
      <BaseDialog open title="기본" onClose={() => undefined}>
        내용
      </BaseDialog>,
    );
    const paper = getComputedStyle(screen.getByRole('dialog', { name: '기본' }));
    expect(paper.width).toBe('50%');
    expect(paper.maxHeight).toBe('90%');
    expect(paper.maxWidth).toBe('100%');
    expect(paper.borderRadius).toBe('8px');
    expect(paper.backgroundColor).toBe('rgb(255, 255, 255)');
  });

  it('resets the scroll position to the top each time it opens', () => {
    const { rerender } = render(
      <BaseDialog open={false} keepMounted title="긴 글" onClose={() => undefined}>
        긴 내용
      </BaseDialog>,
    );
    const content = screen.getByTestId('dialog-content');
    content.scrollTop = 300;
    expect(content.scrollTop).toBe(300);
    rerender(
      <BaseDialog open keepMounted title="긴 글" onClose={() => undefined}>
        긴 내용
      </BaseDialog>,
    );
    expect(content.scrollTop).toBe(0);
  });

  it('stacks a dialog opened from another above it, starting at z-index 2000', async () => {
    function Nested() {
      const [inner, setInner] = useState(false);
      return (
        <BaseDialog open title="바깥" onClose={() => undefined}>
          <Button onClick={() => setInner(true)}>안쪽 열기</Button>
          <BaseDialog open={inner} title="안쪽" onClose={() => setInner(false)}>
            안쪽 내용
          </BaseDialog>
        </BaseDialog>
      );
    }
    render(<Nested />);
    expect(zIndexOf('바깥')).toBeGreaterThanOrEqual(MODAL_BASE_Z_INDEX);
    await userEvent.click(screen.getByRole('button', { name: '안쪽 열기' }));
    expect(zIndexOf('안쪽')).toBeGreaterThan(zIndexOf('바깥'));
  });
});
