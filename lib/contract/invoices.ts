// E-invoices (§3 invoice details; §7 POST /api/member/invoice, GET /api/member/invoice/invoice_url): the member asks
// for an invoice of a paid order; the box office issues it (its number and PDF) in the console; the member then
// downloads it. Shared by the hall API, the member's order page and the console.
import { z } from 'zod';
import { idQuery } from './common';
import { pageQuery } from './envelope';
import type { InvoiceInput } from './order';

export const INVOICE_STATES = ['none', 'requested', 'issued'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** The number the tax system gave the invoice: 8 digits (a paper-era e-invoice) or 20 (a fully digital one). */
export const invoiceNumber = z
  .string()
  .trim()
  .regex(/^(?:\d{8}|\d{20})$/, 'errors.invoiceNumberFormat');

/** POST /api/staff/invoices/:orderId?number=…, the body the invoice's PDF itself. */
export const issueInvoiceQuery = z.object({ number: invoiceNumber });
export const invoiceOrderParam = z.object({ orderId: z.coerce.number().int().positive().max(2_147_483_647) });

/** GET /api/staff/invoices: the requests waiting (oldest first) or the invoices issued (newest first). */
export const staffInvoiceQuery = pageQuery.extend({ state: z.enum(['requested', 'issued']).catch('requested').default('requested') });

export type StaffInvoiceView = {
  orderId: number;
  orderNo: string;
  payFen: number;
  paidAt: string | null;
  member: { name: string | null; phone: string };
  invoice: InvoiceInput;
  state: InvoiceState;
  number: string | null;
  issuedAt: string | null;
};

/** GET /api/member/invoice/invoice_url?id=: where the member's invoice stands, and the file once issued. */
export const memberInvoiceQuery = idQuery;
export type MemberInvoiceView = { state: InvoiceState; number: string | null; issuedAt: string | null; url: string | null };

/** The largest invoice PDF the box office may upload (an e-invoice is a page or two). */
export const MAX_INVOICE_BYTES = 2 * 1024 * 1024;
