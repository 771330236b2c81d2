import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useBasename } from 'react-admin';
import { Link, useParams } from 'react-router';
import { PageHeading } from '../../../resources/_generated/PageHeading';
import { DocumentTable } from '../../../resources/_generated/report';
import { seoulLocaleText } from '../../../lib/seoulTime';
import { won } from '../../../lib/won';
import { BUY_API } from '../../../resources/buy24Requests/buyApi';
import { useApiQuery } from '../../../dataProviders/useApi';
import type { InvoiceRecord } from '../../../schemas/buy24Orders';

/** On paper only the invoice: the console's bars, menus and buttons stay on screen. */
const PRINT = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, nav, .MuiAppBar-root, .MuiDrawer-root, .RaSidebar-root, [data-print="hide"]': {
          display: 'none !important',
        },
        'main, #main-content, .RaLayout-content': { margin: '0 !important', padding: '0 !important' },
        body: { background: '#fff' },
      },
    }}
  />
);

const ITEM_COLUMNS = [
  { label: '품목' },
  { label: '수량', align: 'right' },
  { label: '단가', align: 'right' },
  { label: '공급가액', align: 'right' },
  { label: '부가세', align: 'right' },
  { label: '합계', align: 'right' },
] as const;

function Party({ title, party }: { title: string; party: InvoiceRecord['supplier'] }) {
  return (
    <Box sx={{ flex: 1, border: 1, borderColor: 'divider', p: 1.5 }}>
      <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="body2">상호 {party.name}</Typography>
      <Typography variant="body2">사업자등록번호 {party.registNumber || '-'}</Typography>
      <Typography variant="body2">대표자 {party.representative || '-'}</Typography>
      <Typography variant="body2">주소 {party.address || '-'}</Typography>
    </Box>
  );
}

/** buy24/invoices/{order}: an order's invoice (supply amount, VAT, total in won), printable. */
export function Buy24InvoicePage() {
  const { id = '' } = useParams();
  const base = useBasename();
  const invoice = useApiQuery<InvoiceRecord>(`${BUY_API}/invoices/${encodeURIComponent(id)}`);
  const data = invoice.data;
  if (invoice.isError) return <PageHeading>청구서를 찾을 수 없습니다</PageHeading>;
  if (!data) return <PageHeading>청구서</PageHeading>;
  return (
    <Box sx={{ maxWidth: 900, bgcolor: 'background.paper', p: { xs: 1, sm: 3 } }}>
      {PRINT}
      <PageHeading>청구서</PageHeading>
      <Typography variant="body2" sx={{ my: 1 }}>
        주문 번호 {data.orderNumber} · 청구서 번호 {data.invoiceNumber ?? '발행 전 (초안)'} · 발행일{' '}
        {data.issuedAt ? seoulLocaleText(data.issuedAt, 'date') : '-'}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ my: 2 }} data-print="hide">
        <Button variant="contained" onClick={() => window.print()}>
          인쇄
        </Button>
        <Button component={Link} to={`${base}/buy24/orders`} variant="outlined">
          주문 목록
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 2 }}>
        <Party title="공급자" party={data.supplier} />
        <Party title="공급받는 자" party={data.buyer} />
      </Stack>
      <DocumentTable
        caption="청구 품목"
        captionHidden
        columns={ITEM_COLUMNS}
        rows={data.items.map((item) => ({
          key: item.id,
          cells: [
            item.name,
            item.quantity.toLocaleString('ko-KR'),
            won(item.unitPrice),
            won(item.supplyAmount),
            won(item.vat),
            won(item.total),
          ],
        }))}
      />
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'end', gap: 0.5, mt: 2 }}
      >
        <dt>공급가액</dt>
        <dd style={{ margin: 0, textAlign: 'right' }}>{won(data.supplyAmount)}</dd>
        <dt>부가세</dt>
        <dd style={{ margin: 0, textAlign: 'right' }}>{won(data.vat)}</dd>
        <dt>
          <strong>합계</strong>
        </dt>
        <dd style={{ margin: 0, textAlign: 'right' }}>
          <strong>{won(data.total)}</strong>
        </dd>
      </Box>
    </Box>
  );
}
