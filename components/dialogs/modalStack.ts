import { useId, useLayoutEffect, useSyncExternalStore } from 'react';

/** Spec 1 §9: the modal stack starts at z-index 2000, above MUI's own layers (app bar 1100, modal 1300). */
export const MODAL_BASE_Z_INDEX = 2000;

// Module-level on purpose: dialogs from unrelated trees (a page, a provider, a nested dialog) share one stack.
let stack: readonly string[] = [];
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The z-index an open dialog should use: 2000 for the first, one more for each dialog opened while it is
 * open, so a dialog opened from another always lies above it.
 */
export function useModalZIndex(open: boolean): number {
  const id = useId();
  // Layout effect: the dialog must know its place before the first paint, or a nested one flickers below.
  useLayoutEffect(() => {
    if (!open) return undefined;
    stack = [...stack, id];
    emit();
    return () => {
      stack = stack.filter((entry) => entry !== id);
      emit();
    };
  }, [open, id]);
  const index = useSyncExternalStore(
    subscribe,
    () => stack.indexOf(id),
    () => -1,
  );
  // Each dialog takes two steps: one for itself, one for the poppers (menus, pickers) it holds.
  return MODAL_BASE_Z_INDEX + Math.max(index, 0) * 2;
}
