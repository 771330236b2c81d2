import { useState } from 'react';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Button from '@mui/material/Button';
import { useDataProvider, useListContext, useNotify, useResourceContext } from 'react-admin';
import type { ExportColumn } from './exportXlsx';
import { downloadXlsx, exportFileName, fetchAllRows, loadReferences, toSheetRows } from './exportXlsx';
import { LIST_TEXT } from './strings';

/**
 * Downloads the whole filtered, sorted list as .xlsx with the Korean headers. react-admin's
 * ExportButton fetches one page of at most 1000 rows and writes CSV; this one pages through the
 * dataProvider until the total and writes a spreadsheet.
 */
export function XlsxExportButton({ columns, label }: { columns: readonly ExportColumn[]; label: string }) {
  const resource = useResourceContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const { filterValues, sort, total } = useListContext();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    if (!resource) return;
    setBusy(true);
    try {
      const records = await fetchAllRows(dataProvider, resource, { filter: filterValues, sort });
      if (records.length === 0) {
        notify(LIST_TEXT.exportEmpty, { type: 'info' });
        return;
      }
      const lookup = await loadReferences(dataProvider, columns, records);
      await downloadXlsx(exportFileName(label), toSheetRows(columns, records, lookup), label);
    } catch {
      notify(LIST_TEXT.exportFailed, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    // Spelled out on every screen size (react-admin's own button becomes a bare icon on a phone).
    <Button
      onClick={() => void run()}
      disabled={busy || total === 0}
      size="medium"
      startIcon={<DownloadOutlined />}
      sx={{ minHeight: 40 }}
    >
      {busy ? LIST_TEXT.exporting : LIST_TEXT.exportXlsx}
    </Button>
  );
}
