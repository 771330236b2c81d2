import { z } from 'zod';
import { credentialFields } from './auth';
import { yn } from './common';
import { field } from './meta';
import { text } from './text';
import { isEan13 } from '../lib/wmsRules';

export {
  ean13CheckDigit,
  isEan13,
  isIntegratedStock,
  isTransferAuditing,
  pickWarehouse,
} from '../lib/wmsRules';

/**
 * The warehouse app (spec 1 §3 "WMS auth", §4): the warehouse login, warehouses with their rules,
 * products with EAN-13 barcodes, sort options. Stock, receipts, checks and transfers: schemas/wmsStock.ts.
 */

/** POST /homepage/v2/wms/auth/login: a warehouse account's e-mail and password. */
export const wmsLoginBody = z.object(credentialFields).meta({ id: 'WmsLoginBody' });
export type WmsLoginBody = z.infer<typeof wmsLoginBody>;

/** Spec 1 §3 "WMS auth (persisted locally)": exactly what the browser keeps. */
export const wmsLoginResponse = z
  .object({
    accountEncrypted: z.string(),
    accountName: z.string(),
    cellPhone: z.string(),
    clientId: z.string(),
    clientSecret: z.string(),
    email: z.string(),
  })
  .meta({ id: 'WmsLoginResponse' });
export type WmsLoginResponse = z.infer<typeof wmsLoginResponse>;

/** The headers of a warehouse session (apart from the portal's, so one browser may hold both). */
export const WMS_HEADERS = { clientId: 'wms_client_id', clientSecret: 'wms_client_secret' } as const;

export const WMS_LOGIN_REQUIRED = '창고 로그인이 필요합니다.';

/** Spec 1 §3 "Warehouse": id and the three Y/N flags (plus what a screen shows). */
export const warehouseRecord = z
  .object({
    id: z.string(),
    name: field(z.string(), { label: '창고명' }),
    stockTransferAuditingYN: field(yn, { label: '재고 이동 검수' }),
    stockBranchYN: field(yn, { label: '지점 재고' }),
    integratedStockManagementYN: field(yn, { label: '통합 재고 관리' }),
  })
  .meta({ id: 'Warehouse' });
export type WarehouseRecord = z.infer<typeof warehouseRecord>;

/** Spec 1 §3 sort options. */
export const ORDER_BY_TYPES = ['ASC', 'DESC'] as const;
export const ORDER_COLUMNS = ['NAME', 'QUANTITY', 'DATE', 'WORKSPACE'] as const;
export type OrderByType = (typeof ORDER_BY_TYPES)[number];
export type OrderColumn = (typeof ORDER_COLUMNS)[number];
export const ORDER_COLUMN_LABELS: Record<OrderColumn, string> = {
  NAME: '상품명',
  QUANTITY: '수량',
  DATE: '날짜',
  WORKSPACE: '작업 위치',
};
export const ORDER_BY_LABELS: Record<OrderByType, string> = { ASC: '오름차순', DESC: '내림차순' };

export const sortQuery = {
  orderByType: z.enum(ORDER_BY_TYPES, { error: '정렬 방향은 ASC 또는 DESC 입니다.' }).default('DESC'),
  orderColumn: z
    .enum(ORDER_COLUMNS, { error: '정렬 기준은 NAME, QUANTITY, DATE, WORKSPACE 중 하나입니다.' })
    .default('DATE'),
};

/** Paging of the warehouse lists (0-based page of `size` rows). */
export const pageQuery = {
  page: z.coerce.number({ error: '페이지는 숫자로 입력해주세요.' }).int().min(0).max(100_000).default(0),
  size: z.coerce.number({ error: '페이지 크기는 숫자로 입력해주세요.' }).int().min(1).max(200).default(50),
};

/** An encrypted id in a query or a body. */
export const idText = (label: string, required = `${label} 정보가 필요합니다.`) =>
  text({ max: 200, label }).min(1, required);

/** A warehouse list call's query: the chosen warehouse, sorting and paging. */
export const warehouseScoped = z.object({
  warehouseId: idText('창고', '창고를 선택해주세요.'),
  ...sortQuery,
  ...pageQuery,
});

export const BARCODE_INVALID = '바코드는 13자리 숫자(EAN-13)이며 마지막 자리가 검증 숫자와 맞아야 합니다.';
export const barcodeSchema = text({ max: 13, label: '바코드', trim: true })
  .min(1, '바코드를 입력하거나 스캔해주세요.')
  .refine(isEan13, BARCODE_INVALID);

export const productRecord = z
  .object({
    id: z.string(),
    name: field(z.string(), { label: '상품명' }),
    barcode: field(z.string(), { label: '바코드' }),
    spec: field(z.string(), { label: '규격' }),
    unit: field(z.string(), { label: '단위' }),
    /** Total in the chosen warehouse (0 elsewhere). */
    quantity: field(z.number().int(), { label: '재고 수량' }),
    stocks: z.array(
      z.object({
        locationId: z.string(),
        locationCode: field(z.string(), { label: '위치' }),
        quantity: field(z.number().int(), { label: '수량' }),
      }),
    ),
    /**
     * Only when the chosen warehouse manages stock as one (isIntegratedStock): the company's total
     * across its warehouses and each warehouse's share, the chosen one included.
     */
    integrated: z
      .object({
        total: field(z.number().int(), { label: '회사 전체 재고' }),
        warehouses: z.array(
          z.object({
            warehouseId: z.string(),
            name: field(z.string(), { label: '창고명' }),
            quantity: field(z.number().int(), { label: '수량' }),
          }),
        ),
      })
      .optional(),
  })
  .meta({ id: 'WmsProduct' });
export type ProductRecord = z.infer<typeof productRecord>;

export const productSearchQuery = z.object({
  warehouseId: idText('창고', '창고를 선택해주세요.'),
  q: text({ max: 100, label: '검색어', trim: true }).default(''),
  ...sortQuery,
  ...pageQuery,
});

export const productByBarcodeQuery = z.object({ warehouseId: idText('창고', '창고를 선택해주세요.') });

export const LOCATION_KINDS = ['RECEIVING', 'SHELF'] as const;
export const locationRecord = z
  .object({
    id: z.string(),
    code: field(z.string(), { label: '위치 코드' }),
    name: field(z.string(), { label: '위치명' }),
    kind: field(z.enum(LOCATION_KINDS), { label: '구분' }),
  })
  .meta({ id: 'WmsLocation' });
export type LocationRecord = z.infer<typeof locationRecord>;

/** A page of a warehouse list. */
export const pageOf = <T extends z.ZodType>(item: T, id: string) =>
  z.object({ items: z.array(item), total: z.number().int() }).meta({ id });
