import { z } from 'zod';
import { field } from './meta';
import { text } from './text';

/**
 * The company's fixed item prices (GET /homepage/v2/item-static-price), for administrators of a
 * company with fixed-price auditing (wmsFixedPriceAuditingUse).
 */
export const FIXED_PRICE_NOT_IN_USE = '고정 단가 관리를 사용하는 회사의 관리자만 볼 수 있습니다.';

export const itemStaticPriceRecord = z
  .object({
    id: z.string(),
    itemName: field(z.string(), { label: '상품명', sortable: true }),
    barcode: field(z.string(), { label: '바코드' }),
    price: field(z.number().int(), { label: '고정 단가(원)', input: 'money', sortable: true }),
    startDate: field(z.string(), { label: '적용 시작일', sortable: true }),
    endDate: field(z.string().nullable(), { label: '적용 종료일' }),
  })
  .meta({ id: 'ItemStaticPrice' });
export type ItemStaticPriceRecord = z.infer<typeof itemStaticPriceRecord>;

/** The export's query: the list's free-text search. */
export const itemStaticPriceExportQuery = z.object({
  q: text({ max: 100, label: '검색어', trim: true }).optional(),
});
