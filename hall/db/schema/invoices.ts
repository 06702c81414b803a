import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { orders } from './commerce';
import { files } from './files';
import { staff } from './staff';

/**
 * The e-invoice the hall issued for an order the member asked to invoice (orders.invoice_state 'issued'): its
 * number and its PDF, kept in `files` but never served at /api/files (an invoice is the member's alone: it is
 * read through GET /api/member/invoice/file, which checks whose order it is). One per order.
 */
export const issuedInvoices = pgTable('issued_invoices', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id),
  number: text().notNull().unique(),
  fileSha256: text('file_sha256')
    .notNull()
    .references(() => files.sha256),
  issuedAt: at('issued_at').notNull().defaultNow(),
  issuedBy: integer('issued_by')
    .notNull()
    .references(() => staff.id),
});
