import { useCallback, useRef } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import SearchIcon from '@mui/icons-material/Search';
import { AutocompleteInput, ResettableTextField, useChoicesContext, useInput } from 'react-admin';
import type { AutocompleteInputProps } from 'react-admin';
import { useComposedText, useComposition } from '../../components/ime/useComposition';

/**
 * react-admin's SearchInput, safe for Korean: the list's filter form debounces `setFilters` on every
 * change of its values, so the value reaches the form only whole (never ㄱ, 기 or 김ㅈ), and Enter
 * while composing does not submit the filter form.
 */
export function KoreanSafeSearchInput({
  source,
  placeholder,
  'aria-label': ariaLabel,
}: {
  source: string;
  placeholder?: string;
  'aria-label'?: string;
  /** Read by the filter form, not here. */
  alwaysOn?: boolean;
}) {
  const { field, id } = useInput({ source });
  const text = useComposedText(field.value ?? '', field.onChange);
  return (
    <ResettableTextField
      id={id}
      name={field.name}
      onBlur={field.onBlur}
      {...text}
      resettable
      hiddenLabel
      label=""
      size="small"
      placeholder={placeholder}
      InputProps={{
        endAdornment: (
          <InputAdornment position="end">
            <SearchIcon color="disabled" />
          </InputAdornment>
        ),
      }}
      slotProps={{ htmlInput: { 'aria-label': ariaLabel ?? placeholder } }}
      className={`ra-input ra-input-${source}`}
      sx={{ mt: 0 }}
    />
  );
}

const byQ = (text: string) => ({ q: text });

/**
 * react-admin's AutocompleteInput inside a ReferenceInput, safe for Korean: it asks the server as the
 * user types; the half-built syllables are kept from the query (the box still shows them, MUI keeps
 * the text) and the composed text is asked once at compositionend.
 */
export function KoreanSafeAutocompleteInput(props: AutocompleteInputProps) {
  const { setFilters } = useChoicesContext();
  const toQuery = props.filterToQuery ?? byQ;
  const asked = useRef<string | null>(null);
  const ask = (text: string) => {
    if (text === asked.current) return;
    asked.current = text;
    setFilters(toQuery(text));
  };
  const { isComposing, handlers } = useComposition(ask);
  const latest = useRef({ ask, isComposing });
  latest.current = { ask, isComposing };
  // Stable: AutocompleteInput rebuilds its debounce whenever setFilter changes.
  const setFilter = useCallback((text: string) => {
    if (!latest.current.isComposing()) latest.current.ask(text);
  }, []);
  return (
    <AutocompleteInput
      {...props}
      setFilter={setFilter}
      TextFieldProps={{ ...props.TextFieldProps, ...handlers }}
    />
  );
}
