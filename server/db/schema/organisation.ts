import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { companies } from './companies';

/**
 * A department of a company's organisation chart. `parentId` null is a top-level department; the
 * foreign key has no cascade because a department is deleted only when it has no children.
 */
export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => groups.id),
    /** Position among its siblings (0 first); the chart orders by it, then by name. */
    sort: integer('sort').notNull().default(0),
    /**
     * Members directly in the department, kept by statement triggers on company_members (migration
     * 0005): the chart and member/list totals read it instead of counting a large company each time.
     */
    memberCount: integer('member_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('groups_company_parent_idx').on(t.companyId, t.parentId, t.sort),
    // group/list in chart order (its default sort: sort, name, id) for the whole company.
    index('groups_company_sort_idx').on(t.companyId, t.sort, t.name, t.id),
  ],
);

/**
 * A number that grows with every change to a company's members or departments, kept by statement
 * triggers (migration 0008). Lists cached in memory are valid while it stays the same, and since it
 * changes in the writing transaction, every server process on the database sees it at once.
 */
export const organisationVersions = pgTable('organisation_versions', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * An invitation to become an administrator of a company, sent by message. The token itself is only
 * in the message; the table holds its SHA-256, so a database leak cannot be used to sign up.
 */
export const managerInvitations = pgTable(
  'manager_invitations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    cellPhone: text('cell_phone').notNull(),
    hasMasterAuthority: boolean('has_master_authority').notNull().default(false),
    hasAdminAuthority: boolean('has_admin_authority').notNull().default(false),
    hasBuyRequestAuthority: boolean('has_buy_request_authority').notNull().default(false),
    hasCategoryItemAuthority: boolean('has_category_item_authority').notNull().default(false),
    hasManagerAuthority: boolean('has_manager_authority').notNull().default(false),
    tokenHash: text('token_hash').notNull(),
    /**
     * Who sent it. A plain id, not a foreign key: company_members already references groups in this
     * file's direction, and an audit field should outlive the member who sent the invitation.
     */
    invitedBy: integer('invited_by'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('manager_invitations_token_hash_idx').on(t.tokenHash),
    index('manager_invitations_company_idx').on(t.companyId, t.acceptedAt, t.expiresAt),
  ],
);
