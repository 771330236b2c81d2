import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { companyMembers } from './members';

/**
 * An uploaded file: what it is and whose it is. The contents live in the file storage under
 * `storage_key` (server/files/storage.ts); rows are tenant-scoped like every other company row.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Who uploaded it; the file stays when the member is deleted. */
    uploadedBy: integer('uploaded_by').references(() => companyMembers.id, { onDelete: 'set null' }),
    /** What it was uploaded for (attachment, gift card image, ...): the call that stored it. */
    purpose: text('purpose').notNull(),
    /** The name as the uploader's computer had it, cleaned (no path, no control characters, NFC). */
    fileName: text('file_name').notNull(),
    /** Detected from the contents, never taken from the request. */
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    /** Hex SHA-256 of the contents, for integrity checks and finding the same file uploaded twice. */
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_company_purpose_idx').on(t.companyId, t.purpose, t.createdAt)],
);
