import { useRef, useState } from 'react';
import type { ChangeEvent, CompositionEvent, KeyboardEvent } from 'react';

/**
 * A key pressed while the IME is building a syllable (ㄱ → 기 → 김): keydown says so with
 * `isComposing`, or with keyCode 229 (Safari sends its Enter just after compositionend, with 229).
 */
export function isComposingKey(event: KeyboardEvent): boolean {
  return event.nativeEvent.isComposing || event.keyCode === 229;
}

/** Handlers to spread on a text field, or on any ancestor of its input: these events bubble. */
export interface CompositionHandlers {
  onCompositionStart: (event: CompositionEvent<HTMLElement>) => void;
  onCompositionEnd: (event: CompositionEvent<HTMLElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * Tracks IME composition on a field. The Enter that confirms a syllable is swallowed (no implicit
 * form submit, no Enter handler further up: MUI Autocomplete's, a dialog's); `onComposed` gets the
 * input's text once, when the composition ends.
 */
export function useComposition(onComposed?: (text: string) => void) {
  const composing = useRef(false);
  const handlers: CompositionHandlers = {
    onCompositionStart: () => {
      composing.current = true;
    },
    onCompositionEnd: (event) => {
      composing.current = false;
      onComposed?.((event.target as HTMLInputElement).value ?? '');
    },
    onKeyDown: (event) => {
      if (event.key === 'Enter' && (composing.current || isComposingKey(event))) {
        event.preventDefault();
        event.stopPropagation();
      }
    },
  };
  return { isComposing: () => composing.current, handlers };
}

/**
 * A text value that reaches its owner only whole: as typed outside composition, and the composed
 * text once at compositionend. Meanwhile the field shows what is typed (its own draft), so the owner's
 * value (a list filter, a search query) never holds half a syllable and no search fires with one.
 * Outside composition the field is plainly controlled by `value`, so the owner may clean the text
 * (digits only) or reset it (clear filters). Spread the result on a MUI TextField.
 */
export function useComposedText(value: string, onText: (text: string) => void) {
  const [draft, setDraft] = useState<string | null>(null);
  const { isComposing, handlers } = useComposition((text) => {
    setDraft(null);
    if (text !== value) onText(text);
  });
  // A string from react-admin's clear button, an event from typing.
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement> | string) => {
    const text = typeof event === 'string' ? event : event.target.value;
    const composingNow =
      isComposing() || (typeof event !== 'string' && (event.nativeEvent as InputEvent).isComposing);
    if (composingNow) setDraft(text);
    // Firefox and Safari repeat the composed text in an input event after compositionend: sent already.
    else if (text !== value) onText(text);
  };
  return { ...handlers, value: draft ?? value, onChange };
}
