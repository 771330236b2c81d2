import {
  itemStaticPriceExportQuery,
  itemStaticPriceRecord,
  staticPriceSheetRow,
  type ItemStaticPriceRecord,
} from '../../../schemas/wmsPrices';
import { seoulDateString } from '../../../lib/seoulTime';
import { call, defineRoutes, listCall } from '../../api/defineRoutes';
import { sheetCall } from '../../api/sheetCall';
import { checkPriceSheet, savePrices } from '../../services/wms/priceSheet';
import { itemStaticPriceList, listItemStaticPrices } from '../../services/wms/prices';
import { sendSheet } from '../../services/wms/spreadsheet';

const SHEET_COLUMNS = [
  { header: '상품명', value: (row: ItemStaticPriceRecord) => row.itemName },
  { header: '바코드', value: (row: ItemStaticPriceRecord) => row.barcode },
  { header: '고정 단가(원)', value: (row: ItemStaticPriceRecord) => row.price },
  { header: '적용 시작일', value: (row: ItemStaticPriceRecord) => row.startDate },
  { header: '적용 종료일', value: (row: ItemStaticPriceRecord) => row.endDate },
];

/** The company's fixed item prices (usage/staticPrice), administrators with fixed-price auditing. */
export const itemStaticPriceRoutes = defineRoutes('item-static-price', {
  'GET /homepage/v2/item-static-price': listCall({
    access: 'administrator',
    summary: '고정 단가 목록 (고정 단가 관리를 쓰는 회사의 관리자; filter q: 상품명 또는 바코드)',
    list: itemStaticPriceList,
    record: itemStaticPriceRecord,
    handler: (c, list) => listItemStaticPrices(c.ctx, c.session, list),
  }),
  'GET /homepage/v2/item-static-price/excel': call({
    access: 'administrator',
    summary: '고정 단가 목록 엑셀 (xlsx)',
    query: itemStaticPriceExportQuery,
    handler: async (c) => {
      const { rows } = await listItemStaticPrices(c.ctx, c.session, { q: c.query.q, all: true });
      return sendSheet(c.reply, `고정단가_${seoulDateString(c.ctx.now())}.xlsx`, SHEET_COLUMNS, rows);
    },
  }),
  'POST /homepage/v2/item-static-price/sheet': sheetCall({
    access: 'administrator',
    summary:
      '고정 단가 여러 건 저장 (바코드, 고정 단가, 적용 시작일, 적용 종료일; 같은 상품과 시작일은 바뀜)',
    row: staticPriceSheetRow,
    target: 'wmsPrice',
    check: (c, rows) => checkPriceSheet(c.ctx, c.session, rows),
    apply: (c, prices) => savePrices(c.ctx, c.session, prices),
  }),
});
