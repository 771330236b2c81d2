import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempt counters per account, for the limits that must hold whatever address a caller comes from
 * and across processes and restarts: failed logins, password codes requested. `subject` is a SHA-256
 * of the account key (the lower-cased e-mail), so e-mails typed by strangers are not kept in clear,
 * and an unknown e-mail is counted exactly like a member's (the limit tells nobody who is a member).
 */
export const authLimits = pgTable(
  'auth_limits',
  {
    /** What is limited: 'login', 'provider-login', 'password-code'. */
    scope: text('scope').notNull(),
    subject: text('subject').notNull(),
    /** Start of the current counting window. */
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Until when every attempt is refused (429). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.scope, t.subject] }), index('auth_limits_window_idx').on(t.windowStart)],
);
