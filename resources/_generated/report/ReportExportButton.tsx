import { useState } from 'react';
import Button from '@mui/material/Button';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { useNotify } from 'react-admin';
import { downloadXlsx, exportFileName } from '../exportXlsx';
import type { SheetCell } from '../exportXlsx';
import { LIST_TEXT } from '../strings';
import { NO_PRINT } from './ReportFrame';

/**
 * 엑셀 다운로드 of a report page, written as the generated lists' export (the spreadsheet library
 * loads on first use, Korean headers, "이름_YYYYMMDD.xlsx").
 */
export function ReportExportButton({
  name,
  rows,
  label = LIST_TEXT.exportXlsx,
}: {
  name: string;
  /** The button's words when a page has more than one (일별 엑셀 다운로드, 품목별 엑셀 다운로드). */
  label?: string;
  rows: () => Promise<SheetCell[][]> | SheetCell[][];
}) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadXlsx(exportFileName(name), await rows(), name);
    } catch {
      notify(LIST_TEXT.exportFailed, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      onClick={() => void run()}
      disabled={busy}
      startIcon={<DownloadOutlined />}
      sx={{ minHeight: 40 }}
      className={NO_PRINT}
    >
      {busy ? LIST_TEXT.exporting : label}
    </Button>
  );
}
