import { z } from 'zod';
import type { ImportColumns } from './importColumns';
import { isRealDate } from './members';
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

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDate(value.replaceAll('-', ''));
const dayMessage = (label: string) => `${label}은 YYYY-MM-DD 형식의 날짜로 입력해주세요. (예: 2026-12-01)`;

/**
 * One row of the fixed-price sheet (POST /homepage/v2/item-static-price/sheet): the company's item by
 * its barcode, the agreed price and the days it applies (no end: until further notice).
 */
export const staticPriceSheetRow = z
  .object({
    barcode: z
      .string({ error: '바코드를 입력해주세요.' })
      .trim()
      .min(1, '바코드를 입력해주세요.')
      .max(30, '바코드는 30자까지 입력할 수 있습니다.'),
    // An empty cell is no price (coercing '' would make it 0원).
    price: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.coerce
        .number({ error: '고정 단가는 숫자로 입력해주세요.' })
        .int('고정 단가는 원 단위 정수로 입력해주세요.')
        .min(0, '고정 단가는 0원 이상이어야 합니다.')
        .max(100_000_000, '고정 단가는 1억 원까지 입력할 수 있습니다.'),
    ),
    startDate: z
      .string({ error: dayMessage('적용 시작일') })
      .trim()
      .refine(isDay, dayMessage('적용 시작일')),
    endDate: z
      .string()
      .trim()
      .default('')
      .refine((value) => value === '' || isDay(value), dayMessage('적용 종료일')),
  })
  .refine((row) => row.endDate === '' || row.endDate >= row.startDate, {
    path: ['endDate'],
    message: '적용 종료일은 적용 시작일과 같거나 그 뒤여야 합니다.',
  })
  .meta({ id: 'ItemStaticPriceSheetRow' });

export const STATIC_PRICE_SHEET_COLUMNS = {
  barcode: {
    header: '바코드',
    aliases: ['상품 바코드', 'barcode'],
    required: true,
    text: true,
    example: '8801234567890',
  },
  price: {
    header: '고정 단가(원)',
    aliases: ['고정 단가', '단가', 'price'],
    required: true,
    kind: 'amount',
    example: '1500',
  },
  startDate: {
    header: '적용 시작일(YYYY-MM-DD)',
    aliases: ['적용 시작일', '시작일', 'startdate'],
    required: true,
    text: true,
    kind: 'day',
    example: '2026-12-01',
  },
  endDate: {
    header: '적용 종료일(YYYY-MM-DD)',
    aliases: ['적용 종료일', '종료일', 'enddate'],
    text: true,
    kind: 'day',
    example: '',
  },
} as const satisfies ImportColumns<keyof z.input<typeof staticPriceSheetRow>>;
