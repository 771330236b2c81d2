import { quantityText } from '../../lib/quantity';
import { useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { LinkBase, Title, useBasename, useGetOne, useParams } from 'react-admin';
import { readAuthHeaders } from '../../authProvider/authStorage';
import { downloadAuthed } from '../../components/richText/authedFiles';
import { transferRecord } from '../../schemas/wmsStock';
import type { TransferRecord } from '../../schemas/wmsStock';
import { seoulDateTime } from '../../lib/seoulTime';
import { fieldText, fieldsOf } from '../_generated';
import { ColumnTable, QueryState, ReportFrame } from '../_generated/report';
import type { Column } from '../_generated/report';
import { useRecordAction } from '../_generated/useRecordAction';
import { TRANSFER_TEXT } from './strings';
import { TRANSFERS_PATH } from './paths';

const FIELDS = new Map(fieldsOf(transferRecord).map((field) => [field.source, field]));
const labelOf = (source: keyof TransferRecord) => FIELDS.get(source)?.label ?? source;
/** A field of the transfer as the list shows it (status labels from the schema's choices). */
const textOf = (row: TransferRecord, source: keyof TransferRecord) => {
  const field = FIELDS.get(source);
  return field ? fieldText(field, row[source]) : String(row[source]);
};

/** The member's session headers: the zip is a file answer, fetched outside the JSON client. */
const authHeaders = () => {
  const headers = readAuthHeaders();
  return headers ? { ...headers } : null;
};

const GOODS: readonly Column<TransferRecord>[] = [
  { label: labelOf('productName'), text: (row) => row.productName },
  { label: labelOf('barcode'), text: (row) => row.barcode },
  { label: labelOf('quantity'), text: (row) => quantityText(row.quantity, row.unit), align: 'right' },
];
type Photo = TransferRecord['photos'][number];
const PHOTOS: readonly Column<Photo>[] = [{ label: TRANSFER_TEXT.fileName, text: (photo) => photo.fileName }];

/** The photos of a transfer as one zip, saved under the server's name; a refusal shows its Korean message. */
function PhotoZipButton({ transfer }: { transfer: TransferRecord }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const download = async () => {
    setBusy(true);
    setError('');
    try {
      await downloadAuthed(
        `${TRANSFERS_PATH}/${encodeURIComponent(transfer.id)}/download-images`,
        authHeaders,
        `${transfer.transferNo}.zip`,
      );
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : TRANSFER_TEXT.downloadFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1} sx={{ maxWidth: 320, mt: 1 }}>
      <Button
        variant="outlined"
        startIcon={<DownloadOutlined />}
        disabled={busy || transfer.photos.length === 0}
        onClick={() => void download()}
        sx={{ minHeight: 44 }}
      >
        {busy ? TRANSFER_TEXT.downloading : TRANSFER_TEXT.downloadPhotos}
      </Button>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}

/** 검수 승인 / 반려 of a transfer waiting for its audit; the server moves the goods on approval. */
function AuditActions({ transfer }: { transfer: TransferRecord }) {
  const { busy, run } = useRecordAction('stockTransfers');
  const decide = (decision: 'APPROVE' | 'REJECT') =>
    void run(
      transfer.id,
      'decision',
      decision === 'APPROVE' ? TRANSFER_TEXT.approved : TRANSFER_TEXT.rejected,
      {
        decision,
      },
    );
  return (
    <Box
      role="region"
      aria-label={TRANSFER_TEXT.waiting}
      sx={{ border: 1, borderColor: 'primary.main', borderRadius: 2, p: 2 }}
    >
      <Typography sx={{ mb: 1.5 }}>{TRANSFER_TEXT.auditLead}</Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" disabled={busy} onClick={() => decide('APPROVE')} sx={{ minHeight: 44 }}>
          {TRANSFER_TEXT.approve}
        </Button>
        <Button variant="outlined" disabled={busy} onClick={() => decide('REJECT')} sx={{ minHeight: 44 }}>
          {TRANSFER_TEXT.reject}
        </Button>
      </Stack>
    </Box>
  );
}

function Summary({ row }: { row: TransferRecord }) {
  const items: [string, string][] = [
    [labelOf('transferNo'), row.transferNo],
    [labelOf('status'), textOf(row, 'status')],
    [labelOf('fromWarehouse'), row.fromWarehouse],
    [labelOf('toWarehouse'), row.toWarehouse],
    [labelOf('requestedBy'), row.requestedBy],
    [labelOf('createdAt'), seoulDateTime(row.createdAt)],
    [labelOf('memo'), row.memo || TRANSFER_TEXT.none],
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'auto minmax(0, 1fr)', md: 'auto 1fr auto 1fr' },
        columnGap: 3,
        rowGap: 1.5,
        m: 0,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, fontWeight: 500, overflowWrap: 'anywhere' },
      }}
    >
      {items.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}

/** usage/stockTransfer/:id: one transfer, its goods and its photos (all of them as one zip). */
export function TransferDetail() {
  const { id = '' } = useParams();
  const basename = useBasename();
  const transfer = useGetOne<TransferRecord>('stockTransfers', { id }, { retry: false });
  const title = transfer.data
    ? TRANSFER_TEXT.detailTitle(transfer.data.transferNo)
    : TRANSFER_TEXT.detailLoading;
  return (
    <ReportFrame
      title={title}
      gate="stockTransfers"
      actions={
        <Button component={LinkBase} to={`${basename}/usage/stockTransfer`} sx={{ minHeight: 44 }}>
          {TRANSFER_TEXT.back}
        </Button>
      }
    >
      <Title title={title} />
      <QueryState query={transfer} empty="" testIdPrefix="stock-transfer">
        {(row) => (
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 3 }}>
            {row.status === 'REQUESTED' && <AuditActions transfer={row} />}
            <Summary row={row} />
            <ColumnTable
              caption={TRANSFER_TEXT.goods}
              columns={GOODS}
              rows={[row]}
              rowKey={(line) => line.id}
            />
            <Box>
              {row.photos.length ? (
                <ColumnTable
                  caption={TRANSFER_TEXT.photoList(row.photos.length)}
                  columns={PHOTOS}
                  rows={row.photos}
                  rowKey={(photo) => photo.id}
                  dense
                />
              ) : (
                <Typography color="text.secondary" sx={{ my: 1 }}>
                  {TRANSFER_TEXT.noPhotos}
                </Typography>
              )}
              <PhotoZipButton transfer={row} />
            </Box>
          </Paper>
        )}
      </QueryState>
    </ReportFrame>
  );
}
