import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns';
import { staff } from './staff';

/**
 * Uploaded files, kept in PostgreSQL so that every hall API instance sees them. Named by the SHA-256 of their content,
 * so a URL never changes meaning and can be cached for ever; the same picture uploaded twice is stored once.
 */
export const files = pgTable(
  'files',
  {
    sha256: text().primaryKey(),
    /** Sniffed from the content, never taken from the name or the browser's word. */
    mime: text().notNull(),
    size: integer().notNull(),
    content: bytea().notNull(),
    uploadedBy: integer('uploaded_by').references(() => staff.id),
    createdAt: createdAt(),
  },
  (t) => [index('files_uploaded_by_idx').on(t.uploadedBy)],
);
