import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
// In this screen's own chunk (fetched ahead with the screens), so labels print offline too.
import JsBarcode from 'jsbarcode';
import type { ProductRecord } from '../../schemas/wms';
import { NumberField } from './NumberField';
import { useWms } from './WmsContext';
import { ErrorAlert, TOUCH } from './ui';
import { wmsApi } from './wmsApi';

/**
 * The two label stocks a warehouse prints on: an A4 sheet of 3 × 8 labels (70 × 37 mm, the common
 * office label sheet), or a roll of 50 × 30 mm labels on a label printer, one label a page.
 */
export const LABEL_LAYOUTS = {
  A4: { name: 'A4 라벨 용지 (3 × 8칸)', page: 'A4', perPage: 24, width: '70mm', height: '37.125mm' },
  ROLL: { name: '50 × 30mm 라벨', page: '50mm 30mm', perPage: 1, width: '50mm', height: '30mm' },
} as const;
export type LabelLayout = keyof typeof LABEL_LAYOUTS;

/** Print CSS: only the labels, on the chosen paper, without the app's frame. */
function printStyles(layout: LabelLayout) {
  const { page } = LABEL_LAYOUTS[layout];
  return `
@media print {
  @page { size: ${page}; margin: 0; }
  html, body { background: #fff !important; }
  body * { visibility: hidden !important; }
  .wms-labels, .wms-labels * { visibility: visible !important; }
  .wms-labels { position: absolute; left: 0; top: 0; margin: 0 !important; padding: 0 !important; border: 0 !important; }
  .wms-label { break-inside: avoid; }
  .wms-label-page { break-after: page; }
  .wms-label-page:last-child { break-after: auto; }
}`;
}

/** One label: the product's name, its spec and unit, and its EAN-13 barcode with the digits. */
function Label({ product, layout }: { product: ProductRecord; layout: LabelLayout }) {
  const svg = useRef<SVGSVGElement | null>(null);
  const roll = layout === 'ROLL';
  useEffect(() => {
    if (!svg.current) return;
    JsBarcode(svg.current, product.barcode, {
      format: 'EAN13',
      width: roll ? 1.4 : 1.6,
      height: roll ? 40 : 48,
      fontSize: 14,
      margin: 0,
      flat: true,
    });
    svg.current.setAttribute('data-drawn', 'true');
  }, [product.barcode, roll]);
  const { width, height } = LABEL_LAYOUTS[layout];
  return (
    <Box
      className="wms-label"
      sx={{
        width,
        height,
        boxSizing: 'border-box',
        p: roll ? '1.5mm' : '2.5mm',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
        bgcolor: '#fff',
        color: '#000',
        outline: '1px dashed #9e9e9e',
      }}
    >
      <Box sx={{ fontSize: roll ? '8pt' : '9pt', fontWeight: 700, lineHeight: 1.2, textAlign: 'center' }}>
        {product.name}
      </Box>
      <Box sx={{ fontSize: '7pt', lineHeight: 1.2 }}>
        {product.spec} · {product.unit}
      </Box>
      <svg
        ref={svg}
        role="img"
        aria-label={`${product.name} 바코드 ${product.barcode}`}
        style={{ maxWidth: '100%', height: 'auto' }}
      />
    </Box>
  );
}

/**
 * /wms/label/{id}: a product's barcode labels to print (인쇄), on an A4 sheet of 24 or on 50 × 30 mm
 * labels; the browser's print dialog prints (or saves as PDF) the labels alone.
 */
export function LabelPage() {
  const { id = '' } = useParams();
  const { warehouse } = useWms();
  const [product, setProduct] = useState<ProductRecord | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [layout, setLayout] = useState<LabelLayout>('A4');
  const [copies, setCopies] = useState('24');
  useEffect(() => {
    if (!warehouse) return;
    wmsApi
      .get<ProductRecord>(`/homepage/v2/wms/products/${id}`, { warehouseId: warehouse.id })
      .then(setProduct, setError);
  }, [id, warehouse]);
  if (!product) return error ? <ErrorAlert error={error} /> : <Typography>불러오는 중…</Typography>;
  const count = Math.min(Math.max(Number.parseInt(copies, 10) || 1, 1), 240);
  const { perPage } = LABEL_LAYOUTS[layout];
  const pages = Array.from({ length: Math.ceil(count / perPage) }, (_, page) =>
    Math.min(perPage, count - page * perPage),
  );
  return (
    <>
      <GlobalStyles styles={printStyles(layout)} />
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {product.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        바코드 {product.barcode} · {product.spec} · 단위 {product.unit}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <TextField
          select
          label="라벨 용지"
          value={layout}
          onChange={(event) => {
            const next = event.target.value as LabelLayout;
            setLayout(next);
            setCopies(String(LABEL_LAYOUTS[next].perPage === 1 ? 1 : 24));
          }}
          slotProps={{ select: { native: true }, htmlInput: { style: { minHeight: 32 } } }}
          sx={{ bgcolor: 'background.paper' }}
        >
          {Object.entries(LABEL_LAYOUTS).map(([key, value]) => (
            <option key={key} value={key}>
              {value.name}
            </option>
          ))}
        </TextField>
        <NumberField
          label="라벨 수 (최대 240장)"
          value={copies}
          onChange={(event) => setCopies(event.target.value.replace(/\D/g, '').slice(0, 3))}
          sx={{ bgcolor: 'background.paper' }}
        />
        <Button variant="contained" onClick={() => window.print()} sx={TOUCH}>
          인쇄
        </Button>
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        인쇄 창에서 용지를 {layout === 'A4' ? 'A4' : '50 × 30mm'}, 배율을 100%(실제 크기)로 맞춰주세요.
        {` ${pages.length}쪽 ${count}장입니다.`}
      </Typography>
      <Box
        className="wms-labels"
        aria-label="인쇄할 라벨 미리보기"
        role="region"
        tabIndex={0}
        sx={{ mt: 2, overflowX: 'auto', bgcolor: '#fff', p: 1, borderRadius: 1 }}
      >
        {pages.map((size, page) => (
          <Box
            key={page}
            className="wms-label-page"
            sx={{
              display: 'grid',
              gridTemplateColumns: layout === 'A4' ? 'repeat(3, 70mm)' : '50mm',
              width: layout === 'A4' ? '210mm' : '50mm',
              mb: 1,
            }}
          >
            {Array.from({ length: size }, (_, index) => (
              <Label key={index} product={product} layout={layout} />
            ))}
          </Box>
        ))}
      </Box>
    </>
  );
}
