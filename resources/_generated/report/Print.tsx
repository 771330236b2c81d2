import { Button, GlobalStyles, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { PRINT_TEXT } from '../strings';
import { NO_PRINT } from './ReportFrame';

/** 인쇄 / PDF로 저장: the browser's print dialog, which prints the page's PRINT_ROOT on A4. */
export const PrintButton = () => (
  <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()} sx={{ minHeight: 40 }}>
    {PRINT_TEXT.printPdf}
  </Button>
);

export const PRINT_ROOT = 'uses-print-root';
/** Marks what shows on paper only (a shorter form of a long table). */
export const PRINT_ONLY = 'uses-print-only';

/** The print styles with a line on screen (not printed) saying how to print or save a PDF. */
export const PrintHint = () => (
  <>
    <PrintStyles />
    <Typography className={NO_PRINT} variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      {PRINT_TEXT.printHint}
    </Typography>
  </>
);

/**
 * A4 printing of one region of the page: everything that neither holds nor is inside the region is
 * left out, the shell's frame around it loses its margins, and what is marked NO_PRINT (buttons,
 * navigation) too; what is marked PRINT_ONLY shows on paper only. Chromium's "PDF로 저장" writes the
 * same.
 */
export const PrintStyles = () => (
  <GlobalStyles
    styles={{
      '@page': { size: 'A4', margin: '12mm' },
      [`.${PRINT_ONLY}`]: { display: 'none' },
      '@media print': {
        [`body *:not(:has(.${PRINT_ROOT})):not(.${PRINT_ROOT}):not(.${PRINT_ROOT} *)`]: {
          display: 'none !important',
        },
        [`body *:has(.${PRINT_ROOT})`]: {
          margin: '0 !important',
          padding: '0 !important',
          border: '0 !important',
          boxShadow: 'none !important',
          minHeight: '0 !important',
          height: 'auto !important',
          width: 'auto !important',
          maxWidth: 'none !important',
          position: 'static !important',
          overflow: 'visible !important',
          display: 'block !important',
          background: 'none !important',
        },
        [`.${PRINT_ROOT} .${NO_PRINT}`]: { display: 'none !important' },
        [`.${PRINT_ROOT} .${PRINT_ONLY}`]: { display: 'block !important' },
        [`.${PRINT_ROOT}`]: { boxShadow: 'none !important', border: '0 !important' },
        body: { background: '#fff !important' },
      },
    }}
  />
);
