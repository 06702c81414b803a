// The box office's invoice calls (ours): the requests waiting and the invoices issued, and issuing one with its PDF.
import { z } from 'zod';
import { defineCall, defineUpload } from './call';
import { paged } from './envelope';
import { INVOICE_STATES, invoiceOrderParam, issueInvoiceQuery, staffInvoiceQuery } from './invoices';
import { invoice } from './order';
import { memberInvoiceView } from './order-calls';

/** An invoice request as the box office reads it (invoices.ts's StaffInvoiceView). */
export const staffInvoiceView = z.object({
  orderId: z.number(),
  orderNo: z.string(),
  payFen: z.number(),
  paidAt: z.string().nullable(),
  member: z.object({ name: z.string().nullable(), phone: z.string() }),
  invoice,
  state: z.enum(INVOICE_STATES),
  number: z.string().nullable(),
  issuedAt: z.string().nullable(),
});

const boxOffice = { access: 'staff', roles: ['boxOffice'] } as const;

export const staffInvoiceCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/staff/invoices',
    summary: 'Invoice requests waiting (oldest first) or invoices issued (newest first)',
    ...boxOffice,
    query: staffInvoiceQuery,
    answer: paged(staffInvoiceView),
  }),
  issue: defineUpload({
    method: 'POST',
    path: '/api/staff/invoices/:orderId',
    summary: 'Issues a requested invoice: its number, and its PDF as the body (the member is told by station letter)',
    ...boxOffice,
    params: invoiceOrderParam,
    query: issueInvoiceQuery,
    upload: 'invoice',
    answer: memberInvoiceView,
  }),
};
