import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS } from '../../../schemas/auditLogs';
import { companies } from './companies';

/** What one audited change did to one field: its value before and after (secrets masked). */
export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

/**
 * The audit log: one row per write through the route layer, written in the write's own
 * transaction, so a refused or rolled-back change leaves none. Actor names are read at display
 * time from their tables; the row keeps ids only.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** The company whose data changed; null for calls outside any company (public forms, provider). */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    actorKind: text('actor_kind', { enum: ['member', 'provider', 'anonymous', 'warehouse'] }).notNull(),
    actorId: integer('actor_id'),
    /** The declared call, e.g. `PUT /homepage/v2/members/{id}`. */
    call: text('call').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    targetKind: text('target_kind').notNull(),
    /** The target's encrypted id as the API shows it (stable under one key). */
    targetId: text('target_id'),
    changes: jsonb('changes').$type<AuditChanges>().notNull(),
    /** A 되돌림 (action `revert`): the revision of the same target whose values it restored. */
    revertOf: integer('revert_of'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_company_created_idx').on(t.companyId, t.createdAt),
    index('audit_log_created_idx').on(t.createdAt),
    // 변경 이력 of one record (server/services/history.ts): its revisions, newest first, paged here.
    index('audit_log_target_idx').on(t.targetKind, t.targetId, t.createdAt),
  ],
);
