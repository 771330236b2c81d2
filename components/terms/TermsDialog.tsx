import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { Box, Button, Checkbox, FormControlLabel, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { BaseDialog } from '../dialogs/BaseDialog';
import { useAlert } from '../dialogs/DialogProvider';
import {
  isScrolledToEnd,
  mobileTermsTextHeight,
  SCROLL_END_DEBOUNCE_MS,
  TERMS_DIALOG_WIDTH,
  TERMS_TEXT_DEFAULT_HEIGHT,
} from './termsLayout';
import { TERMS_DIALOG_TEXT } from './strings';

/** A terms item (spec 2 §3): a title and a content, both text. */
export interface TermsDialogText {
  title: string;
  content: string;
}

export interface TermsDialogProps<T extends string = string> {
  open: boolean;
  /** The terms type key; the text is looked up locally through `getText`. */
  type: T;
  /** The agreement the caller holds; the checkbox starts from it on every opening. */
  checked: boolean;
  /** Count the end as reached at once (short texts shown beside a form). */
  noScroll?: boolean;
  /** Called by 확인 with the type and the checkbox value, just before the dialog closes. */
  onAgree: (type: T, checked: boolean) => void;
  onClose: () => void;
  /** Looks the text up by type; components may not import terms/, so the caller passes `getTerms`. */
  getText?: (type: T) => TermsDialogText | undefined;
  /** Show the text only, without the agree footer (e.g. the privacy policy opened from the site footer). */
  viewOnly?: boolean;
}

/**
 * The terms dialog of spec 2 §4/§5: the agree checkbox unlocks once the text was scrolled to the end
 * (or was already agreed), 확인 once the end was reached, and 확인 reports (type, value) before closing.
 */
export function TermsDialog<T extends string = string>({
  open,
  type,
  checked,
  noScroll = false,
  onAgree,
  onClose,
  getText,
  viewOnly = false,
}: TermsDialogProps<T>) {
  const alert = useAlert();
  const text = getText?.(type);
  const title = text?.title ?? TERMS_DIALOG_TEXT.fallbackTitle;

  const [value, setValue] = useState(checked);
  const [reachedEnd, setReachedEnd] = useState(false);
  const [startedChecked, setStartedChecked] = useState(checked);
  // Reset on each opening (and on a new type) during render, so no frame shows the previous state.
  const session = open ? type : null;
  const [seenSession, setSeenSession] = useState<T | null>(null);
  // Keys the text box, so each opening mounts a fresh one even if the last is still fading out.
  const [opening, setOpening] = useState(0);
  if (session !== seenSession) {
    setSeenSession(session);
    if (session !== null) {
      setOpening((count) => count + 1);
      setValue(checked);
      setStartedChecked(checked);
      setReachedEnd(false);
    }
  }
  const atEnd = reachedEnd || noScroll;
  const canCheck = atEnd || startedChecked;

  const boxRef = useRef<HTMLDivElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const scheduleEndCheck = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const box = boxRef.current;
      if (box && isScrolledToEnd(box)) setReachedEnd(true);
    }, SCROLL_END_DEBOUNCE_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The box mounts on each opening: start at the top, or at the end if already agreed; then check once,
  // because a text shorter than the box can never fire a scroll event.
  const attachBox = useCallback(
    (box: HTMLDivElement | null) => {
      boxRef.current = box;
      if (!box) return;
      box.scrollTop = startedChecked ? box.scrollHeight : 0;
      scheduleEndCheck();
    },
    // startedChecked only changes when a session opens, i.e. together with a freshly mounted box.
    [scheduleEndCheck, startedChecked],
  );

  // useTheme falls back to MUI's default theme, so the breakpoints exist even without a ThemeProvider.
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const mobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const windowHeight = useWindowHeight(open && mobile);
  const textHeight =
    (mobile ? mobileTermsTextHeight(windowHeight, !viewOnly) : null) ?? TERMS_TEXT_DEFAULT_HEIGHT;
  const width = phone ? TERMS_DIALOG_WIDTH.phone : mobile ? TERMS_DIALOG_WIDTH.tablet : TERMS_DIALOG_WIDTH.pc;

  const onCheckboxChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (!canCheck) {
      void alert(`${title}\n${TERMS_DIALOG_TEXT.mustRead}`);
      return;
    }
    setValue(event.target.checked);
  };

  const confirm = () => {
    onAgree(type, value);
    onClose();
  };

  const footer = viewOnly ? undefined : (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, width: '100%', pl: 1 }}>
      <FormControlLabel
        sx={{ flex: '1 1 auto', mr: 0 }}
        label={TERMS_DIALOG_TEXT.agreeLabel}
        control={
          <Checkbox
            checked={value}
            onChange={onCheckboxChange}
            // Not `disabled`: a disabled input swallows the click that must raise the must-read alert.
            // aria-disabled keeps it announced as unavailable and still reachable by Tab.
            slotProps={{ input: { 'aria-disabled': !canCheck } }}
            sx={canCheck ? undefined : { color: 'action.disabled' }}
          />
        }
        slotProps={{
          typography: { sx: { color: canCheck ? 'text.primary' : 'text.disabled', fontSize: 14 } },
        }}
      />
      <Button variant="contained" disabled={!atEnd} onClick={confirm} sx={{ minWidth: 96, ml: 'auto' }}>
        {TERMS_DIALOG_TEXT.confirm}
      </Button>
    </Box>
  );

  return (
    <BaseDialog open={open} onClose={() => onClose()} title={title} width={width} actions={footer}>
      <Box
        key={opening}
        ref={attachBox}
        data-testid="terms-scroll"
        tabIndex={0}
        role="region"
        aria-label={TERMS_DIALOG_TEXT.contentLabel(title)}
        onScroll={scheduleEndCheck}
        sx={{
          height: textHeight,
          overflowY: 'auto',
          p: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'action.hover',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        }}
      >
        <Typography component="div" sx={{ whiteSpace: 'pre-wrap', fontSize: 14, lineHeight: 1.7 }}>
          {text ? text.content : TERMS_DIALOG_TEXT.missing}
        </Typography>
      </Box>
    </BaseDialog>
  );
}

/** window.innerHeight, followed on resize (and on phone rotation) while `active`. */
function useWindowHeight(active: boolean): number {
  const [height, setHeight] = useState(() => window.innerHeight);
  useEffect(() => {
    if (!active) return undefined;
    const update = () => setHeight(window.innerHeight);
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [active]);
  return height;
}
