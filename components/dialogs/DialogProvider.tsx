import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { AlertDialog } from './AlertDialog';
import { ConfirmDialog } from './ConfirmDialog';

export interface AlertOptions {
  title?: string;
  /** Text of the only button (default 확인). */
  confirmText?: string;
}

export interface ConfirmOptions {
  title?: string;
  contents: ReactNode;
  closeText?: string;
  submitText?: string;
  width?: string;
}

export type AlertFn = (message: string, options?: AlertOptions) => Promise<void>;
export type ConfirmFn = (options: ConfirmOptions) => Promise<boolean>;

type Entry =
  | { key: number; kind: 'alert'; message: string; options: AlertOptions; resolve: () => void }
  | { key: number; kind: 'confirm'; options: ConfirmOptions; resolve: (value: boolean) => void };

interface DialogApi {
  alert: AlertFn;
  confirm: ConfirmFn;
}

const DialogContext = createContext<DialogApi | null>(null);

/** Holds the app's alert and confirm dialogs; several may be open at once and stack in call order. */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [entries, setEntries] = useState<readonly Entry[]>([]);
  const nextKey = useRef(0);

  const remove = useCallback((key: number) => {
    setEntries((current) => current.filter((entry) => entry.key !== key));
  }, []);

  const alert = useCallback<AlertFn>(
    (message, options = {}) =>
      new Promise<void>((resolve) => {
        const key = ++nextKey.current;
        setEntries((current) => [...current, { key, kind: 'alert', message, options, resolve }]);
      }),
    [],
  );

  const confirm = useCallback<ConfirmFn>(
    (options) =>
      new Promise<boolean>((resolve) => {
        const key = ++nextKey.current;
        setEntries((current) => [...current, { key, kind: 'confirm', options, resolve }]);
      }),
    [],
  );

  const api = useMemo(() => ({ alert, confirm }), [alert, confirm]);

  return (
    <DialogContext.Provider value={api}>
      {children}
      {entries.map((entry) =>
        entry.kind === 'alert' ? (
          <AlertDialog
            key={entry.key}
            open
            title={entry.options.title}
            message={entry.message}
            confirmText={entry.options.confirmText}
            onClose={() => {
              remove(entry.key);
              entry.resolve();
            }}
          />
        ) : (
          <ConfirmDialog
            key={entry.key}
            open
            {...entry.options}
            onClose={(confirmed) => {
              remove(entry.key);
              entry.resolve(confirmed);
            }}
          />
        ),
      )}
    </DialogContext.Provider>
  );
}

function useDialogApi(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error('useAlert/useConfirm need a <DialogProvider> above them.');
  return api;
}

/** `await alert('메시지', { title })` resolves when the user closes the alert. */
export function useAlert(): AlertFn {
  return useDialogApi().alert;
}

/** `await confirm({ title, contents })` resolves true for the submit button, false otherwise. */
export function useConfirm(): ConfirmFn {
  return useDialogApi().confirm;
}
