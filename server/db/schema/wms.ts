import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { YN_VALUES } from '../../../schemas/common';
import { LOCATION_KINDS } from '../../../schemas/wms';
import {
  RECEIPT_KIND_IDS,
  RECEIPT_STATUS_IDS,
  STOCK_CHECK_STATUSES,
  TRANSFER_STATUS_IDS,
} from '../../../schemas/wmsStock';
import { timestamps } from './columns';
import { companies } from './companies';
import { storedFiles } from './files';

/**
 * The warehouse app. Every table carries company_id and its indexes lead with it. Quantities in
 * wms_stock change only together with a wms_movements row (server/services/wms/stock.ts), and the
 * CHECK keeps them from ever going below zero whatever a caller does.
 */
const companyId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
const yn = (name: string) => text(name, { enum: YN_VALUES }).notNull().default('N');

/** Warehouse workers: their own login (Argon2id), for a company with wmsUse. */
export const wmsAccounts = pgTable(
  'wms_accounts',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    cellPhone: text('cell_phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('wms_accounts_email_idx').on(t.email),
    index('wms_accounts_company_idx').on(t.companyId),
  ],
);

/** Warehouse sessions: like member sessions, only a hash of the secret is stored. */
export const wmsSessions = pgTable(
  'wms_sessions',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    accountId: integer('account_id')
      .notNull()
      .references(() => wmsAccounts.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    clientSecretHash: text('client_secret_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wms_sessions_client_id_idx').on(t.clientId),
    index('wms_sessions_account_idx').on(t.accountId),
  ],
);

export const wmsWarehouses = pgTable(
  'wms_warehouses',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    name: text('name').notNull(),
    stockTransferAuditingYN: yn('stock_transfer_auditing_yn'),
    stockBranchYN: yn('stock_branch_yn'),
    integratedStockManagementYN: yn('integrated_stock_management_yn'),
    /** Listed in the app (warehouses/displayable). */
    displayYN: text('display_yn', { enum: YN_VALUES }).notNull().default('Y'),
    ...timestamps,
  },
  (t) => [index('wms_warehouses_company_idx').on(t.companyId)],
);

/** A place in a warehouse: its receiving area (one per warehouse) or a shelf. */
export const wmsLocations = pgTable(
  'wms_locations',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => wmsWarehouses.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: LOCATION_KINDS }).notNull(),
  },
  (t) => [uniqueIndex('wms_locations_code_idx').on(t.companyId, t.warehouseId, t.code)],
);

export const wmsProducts = pgTable(
  'wms_products',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    name: text('name').notNull(),
    /** EAN-13, unique within the company. */
    barcode: text('barcode').notNull(),
    spec: text('spec').notNull().default(''),
    unit: text('unit').notNull().default('개'),
    ...timestamps,
  },
  (t) => [uniqueIndex('wms_products_barcode_idx').on(t.companyId, t.barcode)],
);

/** How many of a product lie at a location; written only with a movement. */
export const wmsStock = pgTable(
  'wms_stock',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    locationId: integer('location_id')
      .notNull()
      .references(() => wmsLocations.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => wmsProducts.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wms_stock_location_product_idx').on(t.companyId, t.locationId, t.productId),
    index('wms_stock_product_idx').on(t.companyId, t.productId),
    check('wms_stock_not_negative', sql`${t.quantity} >= 0`),
  ],
);

/** The ledger: every change of a quantity, who made it, when, from where to where and why. */
export const wmsMovements = pgTable(
  'wms_movements',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => wmsWarehouses.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => wmsProducts.id, { onDelete: 'cascade' }),
    /** Null: goods came from outside (a receipt, a count found more). */
    fromLocationId: integer('from_location_id').references(() => wmsLocations.id, { onDelete: 'set null' }),
    /** Null: goods left (a count found fewer). */
    toLocationId: integer('to_location_id').references(() => wmsLocations.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    reason: text('reason', { enum: ['RECEIPT', 'DISPLAY', 'TRANSFER', 'CHECK'] }).notNull(),
    accountId: integer('account_id').references(() => wmsAccounts.id, { onDelete: 'set null' }),
    accountName: text('account_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wms_movements_product_idx').on(t.companyId, t.productId, t.createdAt),
    index('wms_movements_warehouse_idx').on(t.companyId, t.warehouseId, t.createdAt),
    check('wms_movements_positive', sql`${t.quantity} > 0`),
  ],
);

export const wmsReceipts = pgTable(
  'wms_receipts',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => wmsWarehouses.id, { onDelete: 'cascade' }),
    receiptNo: text('receipt_no').notNull(),
    kind: text('kind', { enum: RECEIPT_KIND_IDS }).notNull(),
    status: text('status', { enum: RECEIPT_STATUS_IDS }).notNull().default('OPEN'),
    supplier: text('supplier').notNull(),
    ...timestamps,
  },
  (t) => [index('wms_receipts_warehouse_idx').on(t.companyId, t.warehouseId, t.status)],
);

export const wmsReceiptLines = pgTable(
  'wms_receipt_lines',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    receiptId: integer('receipt_id')
      .notNull()
      .references(() => wmsReceipts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => wmsProducts.id, { onDelete: 'cascade' }),
    expectedQuantity: integer('expected_quantity').notNull(),
    receivedQuantity: integer('received_quantity').notNull().default(0),
  },
  (t) => [
    index('wms_receipt_lines_receipt_idx').on(t.companyId, t.receiptId),
    check('wms_receipt_lines_within', sql`${t.receivedQuantity} between 0 and ${t.expectedQuantity}`),
  ],
);

export const wmsStockChecks = pgTable(
  'wms_stock_checks',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => wmsWarehouses.id, { onDelete: 'cascade' }),
    status: text('status', { enum: STOCK_CHECK_STATUSES }).notNull().default('OPEN'),
    createdBy: integer('created_by').references(() => wmsAccounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('wms_stock_checks_warehouse_idx').on(t.companyId, t.warehouseId, t.createdAt)],
);

export const wmsStockCheckDetails = pgTable(
  'wms_stock_check_details',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    checkId: integer('check_id')
      .notNull()
      .references(() => wmsStockChecks.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => wmsLocations.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => wmsProducts.id, { onDelete: 'cascade' }),
    /** The quantity when the check began; the count is applied only if it has not changed since. */
    expectedQuantity: integer('expected_quantity').notNull(),
    countedQuantity: integer('counted_quantity'),
  },
  (t) => [index('wms_stock_check_details_check_idx').on(t.companyId, t.checkId)],
);

export const wmsStockTransfers = pgTable(
  'wms_stock_transfers',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    transferNo: text('transfer_no').notNull(),
    fromWarehouseId: integer('from_warehouse_id')
      .notNull()
      .references(() => wmsWarehouses.id, { onDelete: 'cascade' }),
    fromLocationId: integer('from_location_id')
      .notNull()
      .references(() => wmsLocations.id, { onDelete: 'cascade' }),
    toWarehouseId: integer('to_warehouse_id')
      .notNull()
      .references(() => wmsWarehouses.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => wmsProducts.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    status: text('status', { enum: TRANSFER_STATUS_IDS }).notNull(),
    memo: text('memo').notNull().default(''),
    requestedBy: text('requested_by').notNull(),
    /** The account that asked: with auditing on, another account must decide (no self-approval). */
    requestedByAccountId: integer('requested_by_account_id').references(() => wmsAccounts.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  (t) => [
    index('wms_stock_transfers_company_idx').on(t.companyId, t.createdAt),
    /** Two transfers of one company never share a number, however they race. */
    uniqueIndex('wms_stock_transfers_number_idx').on(t.companyId, t.transferNo),
  ],
);

export const wmsTransferPhotos = pgTable(
  'wms_transfer_photos',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    transferId: integer('transfer_id')
      .notNull()
      .references(() => wmsStockTransfers.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
  },
  (t) => [index('wms_transfer_photos_transfer_idx').on(t.companyId, t.transferId)],
);

/** Fixed prices the company agreed per item (fixed-price auditing). */
export const wmsItemStaticPrices = pgTable(
  'wms_item_static_prices',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    productId: integer('product_id')
      .notNull()
      .references(() => wmsProducts.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date'),
  },
  (t) => [index('wms_item_static_prices_company_idx').on(t.companyId, t.startDate)],
);
