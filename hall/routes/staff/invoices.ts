// GET /api/staff/invoices, POST /api/staff/invoices/:orderId (ours, box office) → services/orders/invoices
import { z } from 'zod';
import { invoiceOrderParam, issueInvoiceQuery, MAX_INVOICE_BYTES, staffInvoiceQuery } from '@/lib/contract/invoices';
import { actorOf } from '../../auth';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { issueInvoice, staffInvoices } from '../../services/orders/invoices';

export async function invoiceIssuingRoutes(app: HallApp) {
  const db = app.database.db;
  const boxOffice = { access: 'staff', roles: ['boxOffice'] } as const;
  // The invoice's PDF is read whole, as bytes, here only; that it is a PDF is then checked from its content.
  app.addContentTypeParser('application/pdf', { parseAs: 'buffer', bodyLimit: MAX_INVOICE_BYTES + 1 }, (_req, body, done) =>
    done(null, body),
  );

  app.get(
    '/api/staff/invoices',
    route({ summary: 'Invoice requests waiting (oldest first) or invoices issued (newest first)', ...boxOffice, query: staffInvoiceQuery }),
    async (req) => ok(await staffInvoices(db, req.query)),
  );
  app.post(
    '/api/staff/invoices/:orderId',
    route({
      summary: 'Issues a requested invoice: its number, and its PDF as the body (the member is told by station letter)',
      ...boxOffice,
      params: invoiceOrderParam,
      query: issueInvoiceQuery,
      ownInput: { body: z.string().describe('the invoice’s PDF') },
    }),
    async (req) => {
      const pdf = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      return ok(await issueInvoice(db, actorOf(req), req.params.orderId, req.query.number, pdf));
    },
  );
}
