import Button from '@mui/material/Button';
import { LAYOUT_TEXT } from './strings';

/** The floating inquiry button of every public page without the no-inquiry-button flag. */
export function FloatingInquiryButton({ onOpen, onIntent }: { onOpen: () => void; onIntent: () => void }) {
  return (
    <Button
      variant="contained"
      onClick={onOpen}
      // Fetch the dialog's code as soon as the visitor heads for the button, not on the click.
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
      aria-haspopup="dialog"
      sx={{
        position: 'fixed',
        right: { xs: 16, md: 32 },
        bottom: { xs: 16, md: 32 },
        zIndex: 1200,
        borderRadius: 999,
        px: 3,
        py: 1.5,
        fontWeight: 700,
        boxShadow: 6,
      }}
    >
      {LAYOUT_TEXT.inquiryFloating}
    </Button>
  );
}
