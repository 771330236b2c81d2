import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamp } from 'drizzle-orm/pg-core';
import { YN_VALUES } from '../../../schemas/common';
import { COMPANY_TYPES } from '../../../schemas/companyMember';
import { SERVICE_STATUSES } from '../../../schemas/services';
import { timestamps } from './columns';

/** A client company: every company-level field and flag of the spec's Member entity. */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  buyerNo: text('buyer_no').notNull().unique(),
  companyType: text('company_type', { enum: COMPANY_TYPES }).notNull(),
  name: text('name').notNull(),
  registNumber: text('regist_number').notNull(),
  representative: text('representative').notNull(),
  zoneCode: text('zone_code'),
  address1: text('address1'),
  address2: text('address2'),
  officePhone: text('office_phone'),
  isCreditCardPaymentAvailable: boolean('is_credit_card_payment_available').notNull().default(false),
  hasKioskService: boolean('has_kiosk_service').notNull().default(false),
  serviceUsageStatusMenuDisplayable: boolean('service_usage_status_menu_displayable').notNull().default(true),
  unpaidManagement: boolean('unpaid_management').notNull().default(false),
  wmsUse: boolean('wms_use').notNull().default(false),
  wmsAndBillingUse: boolean('wms_and_billing_use').notNull().default(false),
  wmsStockTransferAuditingUse: boolean('wms_stock_transfer_auditing_use').notNull().default(false),
  wmsFixedPriceAuditingUse: boolean('wms_fixed_price_auditing_use').notNull().default(false),
  wmsFriendlyCategoryUse: boolean('wms_friendly_category_use').notNull().default(false),
  wmsPaymentDay: integer('wms_payment_day').notNull().default(0),
  cutTime: text('cut_time'),
  isNike: boolean('is_nike').notNull().default(false),
  isBirthV2: boolean('is_birth_v2').notNull().default(true),
  isOrderBillIssueAlert: boolean('is_order_bill_issue_alert').notNull().default(false),
  isPremium: boolean('is_premium').notNull().default(false),
  ...timestamps,
});

/** Workspaces (branches) of a company. */
export const branches = pgTable(
  'branches',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    zoneCode: text('zone_code'),
    address1: text('address1'),
    address2: text('address2'),
    ...timestamps,
  },
  (t) => [index('branches_company_idx').on(t.companyId, t.id)],
);

/** A company's subscription to one service. */
export const companyServices = pgTable(
  'company_services',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    service: text('service').notNull(),
    serviceType: text('service_type').notNull().default('SUBSCRIPTION'),
    useYN: text('use_yn', { enum: YN_VALUES }).notNull().default('Y'),
    status: text('status', { enum: SERVICE_STATUSES }).notNull().default('IN_USE'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('company_services_company_service_idx').on(t.companyId, t.service)],
);

/** The company's dedicated virtual bank account (one active per company). */
export const virtualAccounts = pgTable(
  'virtual_accounts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    bank: text('bank').notNull(),
    accountNumber: text('account_number').notNull(),
    holder: text('holder').notNull(),
    active: boolean('active').notNull().default(true),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [index('virtual_accounts_company_idx').on(t.companyId, t.active)],
);
