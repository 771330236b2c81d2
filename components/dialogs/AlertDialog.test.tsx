import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { AlertDialog } from './AlertDialog';
import { ConfirmDialog } from './ConfirmDialog';
import { DialogProvider, useAlert, useConfirm } from './DialogProvider';

describe('AlertDialog', () => {
  it('shows the message with a 확인 button that closes it', async () => {
    const onClose = vi.fn();
    render(<AlertDialog open title="안내" message="저장되었습니다." onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: '안내' })).toHaveTextContent('저장되었습니다.');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape', async () => {
    const onClose = vi.fn();
    render(<AlertDialog open message="네트워크 오류가 발생했습니다." onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('takes a custom button text and focuses it, so Enter confirms', () => {
    render(<AlertDialog open message="메시지" confirmText="알겠습니다" onClose={() => undefined} />);
    expect(screen.getByRole('button', { name: '알겠습니다' })).toHaveFocus();
  });
});

describe('ConfirmDialog', () => {
  it('answers true for 확인 and false for 닫기', async () => {
    const onClose = vi.fn();
    render(<ConfirmDialog open title="삭제" contents="삭제할까요?" onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(onClose.mock.calls).toEqual([[true], [false]]);
  });
});

function Caller() {
  const alert = useAlert();
  const confirm = useConfirm();
  const [log, setLog] = useState<string[]>([]);
  return (
    <>
      <button
        onClick={async () => {
          await alert('완료되었습니다.', { title: '알림' });
          setLog((l) => [...l, 'alert closed']);
        }}
      >
        알림 열기
      </button>
      <button
        onClick={async () => {
          const ok = await confirm({ title: '확인 요청', contents: '진행할까요?', submitText: '진행' });
          setLog((l) => [...l, `confirm ${ok}`]);
        }}
      >
        확인 열기
      </button>
      <output>{log.join(',')}</output>
    </>
  );
}

describe('DialogProvider', () => {
  it('resolves useAlert when closed and useConfirm with the answer', async () => {
    render(
      <DialogProvider>
        <Caller />
      </DialogProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: '알림 열기' }));
    expect(screen.getByRole('dialog', { name: '알림' })).toHaveTextContent('완료되었습니다.');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('alert closed'));

    await userEvent.click(screen.getByRole('button', { name: '확인 열기' }));
    await userEvent.click(screen.getByRole('button', { name: '진행' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('confirm true'));

    await userEvent.click(screen.getByRole('button', { name: '확인 열기' }));
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('confirm false'));
  });

  it('refuses to work outside a provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Caller />)).toThrow(/DialogProvider/);
    spy.mockRestore();
  });
});
