import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import { useComposedText } from './useComposition';

export type KoreanSafeTextFieldProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: string;
  /** Whole text only: never called with a half-built syllable (see useComposedText). */
  onValueChange: (text: string) => void;
};

/**
 * A MUI TextField for search and lookup boxes: Enter while a Korean syllable is being composed does not
 * submit, and the owner's value changes only with whole syllables.
 */
export function KoreanSafeTextField({ value, onValueChange, onKeyDown, ...rest }: KoreanSafeTextFieldProps) {
  const text = useComposedText(value, onValueChange);
  return (
    <TextField
      {...rest}
      {...text}
      onKeyDown={(event) => {
        text.onKeyDown(event);
        if (!event.isPropagationStopped()) onKeyDown?.(event);
      }}
    />
  );
}
