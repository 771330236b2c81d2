import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { YN_VALUES } from '../../../schemas/common';
import { GENDERS, LUNAR_KINDS, ROLES } from '../../../schemas/members';
import { timestamps } from './columns';
import { branches, companies } from './companies';
import { groups } from './organisation';

/** A person of a client company who can log in to the portal. */
export const companyMembers = pgTable(
  'company_members',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    /** The member's department; a department with members cannot be deleted, so no cascade. */
    groupId: integer('group_id').references(() => groups.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    cellPhone: text('cell_phone'),
    officePhone: text('office_phone'),
    /** Argon2id hash; null for members who were registered but never set a password. */
    passwordHash: text('password_hash'),
    companyMemberRole: text('company_member_role', { enum: ROLES }).notNull().default('멤버'),
    hasMasterAuthority: boolean('has_master_authority').notNull().default(false),
    hasAdminAuthority: boolean('has_admin_authority').notNull().default(false),
    hasBuyRequestAuthority: boolean('has_buy_request_authority').notNull().default(false),
    hasCategoryItemAuthority: boolean('has_category_item_authority').notNull().default(false),
    hasManagerAuthority: boolean('has_manager_authority').notNull().default(false),
    officeOrderRevieweesByDepartment: jsonb('office_order_reviewees_by_department')
      .$type<string[]>()
      .notNull()
      .default([]),
    officeOrderRevieweesByMember: jsonb('office_order_reviewees_by_member')
      .$type<string[]>()
      .notNull()
      .default([]),
    birthCustomInfo: boolean('birth_custom_info').notNull().default(false),
    isBudgetAlertEnabled: boolean('is_budget_alert_enabled').notNull().default(true),
    smsAlertYN: text('sms_alert_yn', { enum: YN_VALUES }).notNull().default('Y'),
    emailAlertYN: text('email_alert_yn', { enum: YN_VALUES }).notNull().default('Y'),
    rank: text('rank'),
    gender: text('gender', { enum: GENDERS }),
    eventDate: text('event_date'),
    lunar: text('lunar', { enum: LUNAR_KINDS }),
    joinDate: text('join_date'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('company_members_email_idx').on(t.email),
    index('company_members_company_name_idx').on(t.companyId, t.name),
    // member/list by department sorted by name: id breaks ties, so a page is read straight off the index.
    index('company_members_company_group_name_idx').on(t.companyId, t.groupId, t.name, t.id),
    // A phone number identifies a member within the company (spec 2 §5 import rule).
    uniqueIndex('company_members_company_cell_phone_idx').on(t.companyId, t.cellPhone),
  ],
);

/**
 * A login session. The browser holds clientId + clientSecret (and sessionId for keep-login); the
 * database holds only hashes of the secret parts, so a database leak does not leak sessions.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => companyMembers.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    clientSecretHash: text('client_secret_hash').notNull(),
    /** sha256 of the keep-login sessionId; null for a plain (until-midnight) login. */
    sessionIdHash: text('session_id_hash'),
    /** When the client credentials stop working: the next midnight in Seoul. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Keep-login only: until when the sessionId can auto-login (30 days from the login). */
    keepLoginUntil: timestamp('keep_login_until', { withTimezone: true }),
    /** When auto-login replaced this session; its sessionId still works for a short grace period. */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sessions_client_id_idx').on(t.clientId),
    uniqueIndex('sessions_session_id_hash_idx').on(t.sessionIdHash),
    index('sessions_member_idx').on(t.memberId),
  ],
);

/** One-time codes for the find-password flow, sent by message. */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => companyMembers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_codes_member_idx').on(t.memberId)],
);
