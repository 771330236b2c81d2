import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Numbers handed out per day (inquiry receipt numbers): one row per name and day, advanced with
 * `insert ... on conflict do update ... returning`, so two requests in the same instant can never
 * get the same number, in one process or many.
 */
export const dailyCounters = pgTable(
  'daily_counters',
  {
    name: text('name').notNull(),
    /** The Seoul calendar day, YYYYMMDD. */
    day: text('day').notNull(),
    value: integer('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.day] })],
);
