import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDataProvider, useGetOne, useNotify, useParams } from 'react-admin';
import { providerAuthHeaders } from '../../authProvider/providerAuthProvider';
import { downloadAuthed } from '../../components/richText/authedFiles';
import { RichTextView } from '../../components/richText/RichTextView';
import type { PortalDataProvider } from '../../dataProviders/dataProvider';
import { ApiError } from '../../dataProviders/httpClient';
import { seoulLocaleText } from '../../lib/seoulTime';
import { won } from '../../lib/won';
import { BUY_REQUEST_STATUS_LABELS, type BuyRequestDetail } from '../../schemas/buy24';
import { PageHeading } from '../_generated/PageHeading';

type Detail = Omit<BuyRequestDetail, 'allowedStatuses' | 'canEdit'> & { companyName: string };
interface Line {
  name: string;
  quantity: string;
  unitPrice: string;
}
const providerHeaders = () => {
  const headers = providerAuthHeaders();
  return headers ? { ...headers } : null;
};
/** A stored file as the provider reads it: /homepage/v2/files/{id} -> /provider/v1/buy24/files/{id}. */
const providerFileUrl = (url: string) => url.replace(/^\/homepage\/v2\/files\//, '/provider/v1/buy24/files/');

/** The quote form: items with quantity and unit price (won, VAT excluded), sent back to the company. */
function QuoteForm({ request, onSent }: { request: Detail; onSent: () => void }) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const [lines, setLines] = useState<Line[]>([
    { name: request.title, quantity: String(request.quantity), unitPrice: '' },
  ]);
  const [note, setNote] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const set = (index: number, patch: Partial<Line>) =>
    setLines((current) => current.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  const amountOf = (line: Line) => Number(line.quantity || 0) * Number(line.unitPrice || 0);
  const supply = lines.reduce((sum, line) => sum + amountOf(line), 0);
  const vat = Math.floor(supply * 0.1);
  const send = async () => {
    setMessage(null);
    setFieldErrors({});
    try {
      await dataProvider.resourceFetch('providerBuyRequests', `/${encodeURIComponent(request.id)}/quote`, {
        method: 'PUT',
        body: {
          items: lines.map((line) => ({
            name: line.name,
            quantity: Number(line.quantity),
            unitPrice: Number(line.unitPrice),
          })),
          note,
        },
      });
      notify('견적을 보냈습니다.', { type: 'success' });
      onSent();
    } catch (error) {
      // Messages of an item's field (items.1.name) go beside that field; the rest below the form.
      setFieldErrors((error instanceof ApiError ? error.body?.errors : null) ?? {});
      setMessage(error instanceof Error ? error.message : '견적을 보내지 못했습니다.');
    }
  };
  const fieldError = (index: number, field: keyof Line) => fieldErrors[`items.${index}.${field}`];
  return (
    <Box component="section" aria-labelledby="quote-heading" sx={{ mt: 3 }}>
      <Typography id="quote-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        견적 작성
      </Typography>
      {lines.map((line, index) => (
        <Stack
          key={index}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ my: 1, alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            label={`품목 ${index + 1}`}
            value={line.name}
            onChange={(e) => set(index, { name: e.target.value })}
            error={Boolean(fieldError(index, 'name'))}
            helperText={fieldError(index, 'name')}
            size="small"
            sx={{ flex: '1 1 auto', minWidth: { sm: 240 } }}
          />
          <TextField
            label={`수량 ${index + 1}`}
            type="number"
            value={line.quantity}
            onChange={(e) => set(index, { quantity: e.target.value })}
            error={Boolean(fieldError(index, 'quantity'))}
            helperText={fieldError(index, 'quantity')}
            size="small"
            sx={{ width: { xs: '100%', sm: 96 }, flexShrink: 0 }}
          />
          <TextField
            label={`단가 ${index + 1}(원)`}
            type="number"
            value={line.unitPrice}
            onChange={(e) => set(index, { unitPrice: e.target.value })}
            error={Boolean(fieldError(index, 'unitPrice'))}
            helperText={fieldError(index, 'unitPrice')}
            size="small"
            sx={{ width: { xs: '100%', sm: 160 }, flexShrink: 0 }}
          />
          <Typography
            aria-label={`품목 ${index + 1} 금액`}
            sx={{ minWidth: 120, textAlign: { sm: 'right' }, pt: { sm: 1 }, flexShrink: 0 }}
          >
            {won(amountOf(line))}
          </Typography>
          {lines.length > 1 ? (
            <Button
              size="small"
              onClick={() => setLines((current) => current.filter((_, i) => i !== index))}
              sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
            >
              {`품목 ${index + 1} 빼기`}
            </Button>
          ) : null}
        </Stack>
      ))}
      <Button onClick={() => setLines((current) => [...current, { name: '', quantity: '1', unitPrice: '' }])}>
        품목 추가
      </Button>
      <TextField
        label="메모"
        value={note}
        onChange={(e) => setNote(e.target.value)}
        multiline
        fullWidth
        size="small"
        sx={{ mt: 1 }}
      />
      <Typography sx={{ my: 1 }} data-testid="quote-totals">
        공급가액 {won(supply)} · 부가세 {won(vat)} · 합계 {won(supply + vat)}
      </Typography>
      {message ? (
        <Typography role="alert" color="error" variant="body2" sx={{ mb: 1 }}>
          {message}
        </Typography>
      ) : null}
      <Button variant="contained" onClick={() => void send()}>
        견적 보내기
      </Button>
    </Box>
  );
}

/** One request as the provider reviews it: company, body, files, quote, history. */
export function ProviderRequestDetail() {
  const { id = '' } = useParams();
  const { data, error, refetch } = useGetOne<Detail>('providerBuyRequests', { id });
  const notify = useNotify();
  if (error) return <PageHeading>구매 요청을 찾을 수 없습니다</PageHeading>;
  // Until the full record arrives, react-admin may hand over the list's row (no body, files, history).
  if (!data || !Array.isArray(data.history)) return <PageHeading>구매 요청</PageHeading>;
  return (
    <Box sx={{ maxWidth: 900, p: { xs: 1, sm: 2 } }}>
      <PageHeading>{data.title}</PageHeading>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ my: 1, flexWrap: 'wrap', gap: 1 }}>
        <Chip label={BUY_REQUEST_STATUS_LABELS[data.status]} color="primary" />
        <Typography variant="body2">
          {data.companyName} · {data.requesterName} · {data.departmentName ?? '부서 없음'} · 수량{' '}
          {data.quantity} · 희망일 {data.wishedDate || '-'}
        </Typography>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <RichTextView
          html={data.body}
          headersOf={providerHeaders}
          label="요청 내용"
          fileUrl={providerFileUrl}
        />
      </Paper>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mt: 3 }}>
        첨부파일 {data.attachments.length}
      </Typography>
      <ul>
        {data.attachments.map((file) => (
          <li key={file.id}>
            <Button
              size="small"
              sx={{ p: 0 }}
              onClick={() =>
                void downloadAuthed(providerFileUrl(file.url), providerHeaders, file.fileName).catch(
                  (error) =>
                    notify(error instanceof Error ? error.message : '파일을 내려받지 못했습니다.', {
                      type: 'error',
                    }),
                )
              }
            >
              {file.fileName}
            </Button>
          </li>
        ))}
      </ul>
      {data.quoteItems.length > 0 && (
        <>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mt: 3 }}>
            보낸 견적 {won(data.quotedAmount ?? 0)}
          </Typography>
          <ul>
            {data.quoteItems.map((item, index) => (
              <li key={index}>
                {item.name} {item.quantity}개 × {won(item.unitPrice)}
              </li>
            ))}
          </ul>
        </>
      )}
      {data.status === 'IN_REVIEW' && <QuoteForm request={data} onSent={() => void refetch()} />}
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mt: 3 }}>
        진행 이력
      </Typography>
      <ol>
        {data.history.map((entry, index) => (
          <li key={index}>
            {BUY_REQUEST_STATUS_LABELS[entry.status]} · {entry.actor} · {seoulLocaleText(entry.createdAt)}
            {entry.note ? ` · ${entry.note}` : ''}
          </li>
        ))}
      </ol>
    </Box>
  );
}
