import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { seoulLocaleText } from '../../lib/seoulTime';
import type { ProductRecord } from '../../schemas/wms';
import type { MovementRecord, TransferRecord } from '../../schemas/wmsStock';
import { TransferView } from './TransferView';
import { useWms } from './WmsContext';
import { NumberField } from './NumberField';
import { isIntegratedStock } from '../../lib/wmsRules';
import { Empty, ErrorAlert, Outcome, TOUCH, TapButton, amount, wholeNumber } from './ui';
import { wmsApi, type Page } from './wmsApi';

export const REASON_LABELS = {
  RECEIPT: '입고',
  DISPLAY: '진열',
  TRANSFER: '재고 이동',
  CHECK: '재고 조사 조정',
} as const;

/** A transfer of this product to another warehouse of the company. */
function TransferForm({ product, onDone }: { product: ProductRecord; onDone(id: string): void }) {
  const { warehouse, warehouses } = useWms();
  const others = warehouses.filter((row) => row.id !== warehouse?.id);
  const [from, setFrom] = useState(product.stocks[0]?.locationId ?? '');
  const [to, setTo] = useState(others[0]?.id ?? '');
  const [quantity, setQuantity] = useState('');
  const [error, setError] = useState<unknown>(null);
  if (!product.stocks.length || !others.length) return null;
  const send = async () => {
    const count = wholeNumber(quantity);
    if (!count) return setError(new Error('이동할 수량을 1 이상의 숫자로 입력해주세요.'));
    try {
      const created = await wmsApi.post<TransferRecord>(
        '/homepage/v2/wms/stock-transfers',
        {
          fromWarehouseId: warehouse!.id,
          fromLocationId: from,
          toWarehouseId: to,
          productId: product.id,
          quantity: count,
        },
        { unit: product.unit },
      );
      onDone(created.id);
    } catch (failure) {
      setError(failure);
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mt: 2, display: 'grid', gap: 1.5 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        다른 창고로 이동 요청
      </Typography>
      <TextField
        select
        label="출발 위치"
        value={from}
        onChange={(event) => setFrom(event.target.value)}
        slotProps={{ select: { native: true } }}
      >
        {product.stocks.map((stock) => (
          <option key={stock.locationId} value={stock.locationId}>
            {stock.locationCode} ({amount(stock.quantity, product.unit)})
          </option>
        ))}
      </TextField>
      <TextField
        select
        label="받는 창고"
        value={to}
        onChange={(event) => setTo(event.target.value)}
        slotProps={{ select: { native: true } }}
      >
        {others.map((row) => (
          <option key={row.id} value={row.id}>
            {row.name}
          </option>
        ))}
      </TextField>
      <NumberField
        label={`이동 수량 (${product.unit})`}
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
      />
      <TapButton onClick={send}>이동 요청</TapButton>
      <Outcome error={error} />
    </Paper>
  );
}

/**
 * Integrated stock (the chosen warehouse has stockBranchYN and integratedStockManagementYN on): the
 * company's total across its warehouses, and each warehouse's share.
 */
function IntegratedStock({ product, chosenId }: { product: ProductRecord; chosenId: string }) {
  const integrated = product.integrated!;
  return (
    <Paper component="section" aria-labelledby="integrated-title" variant="outlined" sx={{ p: 1.5, mt: 2 }}>
      <Typography id="integrated-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        통합 재고
      </Typography>
      <Typography sx={{ fontSize: '1.2rem' }} data-testid="integrated-total">
        회사 전체 <b>{amount(integrated.total, product.unit)}</b>
      </Typography>
      <List dense aria-label="창고별 재고">
        {integrated.warehouses.map((row) => (
          <ListItem key={row.warehouseId} disableGutters>
            <ListItemText
              primary={`${row.name}${row.warehouseId === chosenId ? ' (이 창고)' : ''}: ${amount(row.quantity, product.unit)}`}
              secondary={
                integrated.total > 0 ? `전체의 ${Math.round((row.quantity / integrated.total) * 100)}%` : null
              }
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

function StockView({ id }: { id: string }) {
  const navigate = useNavigate();
  const { warehouse } = useWms();
  const [product, setProduct] = useState<ProductRecord | null>(null);
  const [ledger, setLedger] = useState<MovementRecord[]>([]);
  const [error, setError] = useState<unknown>(null);
  const load = useCallback(() => {
    if (!warehouse) return;
    const query = { warehouseId: warehouse.id };
    Promise.all([
      wmsApi.get<ProductRecord>(`/homepage/v2/wms/products/${id}`, query),
      wmsApi.get<Page<MovementRecord>>('/homepage/v2/wms/movements', { ...query, productId: id, size: 20 }),
    ]).then(([found, moves]) => {
      setProduct(found);
      setLedger(moves.items);
    }, setError);
  }, [id, warehouse]);
  useEffect(load, [load]);
  if (error) return <ErrorAlert error={error} />;
  if (!product) return <Typography>불러오는 중…</Typography>;
  return (
    <>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {product.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          바코드 {product.barcode} · {product.spec} · 단위 {product.unit}
        </Typography>
        <Typography sx={{ mt: 1, fontSize: '1.2rem' }} data-testid="product-total">
          이 창고 재고 <b>{amount(product.quantity, product.unit)}</b>
        </Typography>
        <List dense>
          {product.stocks.map((stock) => (
            <ListItem key={stock.locationId} disableGutters>
              <ListItemText primary={`${stock.locationCode}: ${amount(stock.quantity, product.unit)}`} />
            </ListItem>
          ))}
        </List>
        {product.stocks.length === 0 && <Empty>이 창고에는 재고가 없습니다.</Empty>}
        <Button
          component={RouterLink}
          to={`/wms/display?productId=${product.id}`}
          variant="contained"
          fullWidth
          sx={TOUCH}
        >
          진열하기
        </Button>
        <Button
          component={RouterLink}
          to={`/wms/label/${product.id}`}
          variant="outlined"
          fullWidth
          sx={{ ...TOUCH, mt: 1 }}
        >
          바코드 라벨 인쇄
        </Button>
      </Paper>
      {warehouse && isIntegratedStock(warehouse) && product.integrated && (
        <IntegratedStock product={product} chosenId={warehouse.id} />
      )}
      <TransferForm product={product} onDone={(transferId) => navigate(`/wms/prod/transfer/${transferId}`)} />
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mt: 2 }}>
        재고 원장
      </Typography>
      <List dense sx={{ bgcolor: 'background.paper', borderRadius: 1 }}>
        {ledger.map((move) => (
          <ListItem key={move.id}>
            <ListItemText
              primary={`${REASON_LABELS[move.reason]} ${amount(move.quantity, move.unit)}: ${move.fromLocation ?? '외부'} → ${move.toLocation ?? '외부'}`}
              secondary={`${move.accountName} · ${seoulLocaleText(move.createdAt)}`}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}

/** /wms/prod/{type}/{id}: a product's stock and ledger (type stock) or a stock transfer (type transfer). */
export function ProductPage() {
  const { type = '', id = '' } = useParams();
  if (type === 'stock') return <StockView key={id} id={id} />;
  if (type === 'transfer') return <TransferView key={id} id={id} />;
  return (
    <Box>
      <Empty>알 수 없는 화면입니다.</Empty>
      <Button component={RouterLink} to="/wms" variant="outlined" sx={TOUCH}>
        홈으로
      </Button>
    </Box>
  );
}
