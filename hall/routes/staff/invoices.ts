// GET /api/staff/invoices, POST /api/staff/invoices/:orderId (ours, box office) → services/orders/invoices
import { z } from 'zod';
import { invoiceOrderParam, issueInvoiceQuery, staffInvoiceQuery } from '@/lib/contract/invoices';
import { FILE_RULES } from '@/lib/contract/uploads';
import { actorOf } from '../../auth';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { issueInvoice, staffInvoices } from '../../services/orders/invoices';
import { acceptUploads, receivedUpload, uploadBody } from '../upload-body';

export async function invoiceIssuingRoutes(app: HallApp) {
  const db = app.database.db;
  const boxOffice = { access: 'staff', roles: ['boxOffice'] } as const;
  // The invoice's PDF is read whole, as bytes, here only; that it is a PDF is then checked from its content.
  acceptUploads(app, FILE_RULES.invoice.types);

  app.get(
    '/api/staff/invoices',
    route({ summary: 'Invoice requests waiting (oldest first) or invoices issued (newest first)', ...boxOffice, query: staffInvoiceQuery }),
    async (req) => ok(await staffInvoices(db, req.query)),
  );
  app.post(
    '/api/staff/invoices/:orderId',
    {
      ...route({
        summary: 'Issues a requested invoice: its number, and its PDF as the body (the member is told by station letter)',
        ...boxOffice,
        params: invoiceOrderParam,
        query: issueInvoiceQuery,
        ownInput: { body: z.string().describe('the invoice’s PDF') },
      }),
      ...uploadBody(FILE_RULES.invoice.maxBytes),
    },
    // Issued once: a retry finds the order's invoice issued and says so, having stored nothing again.
    async (req) => ok(await issueInvoice(db, actorOf(req), req.params.orderId, req.query.number, receivedUpload(req).content)),
  );
}
