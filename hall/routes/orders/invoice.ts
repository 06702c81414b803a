// PUT /api/order/invoice and POST /api/member/invoice (§7; one request under both names), GET
// /api/member/invoice/invoice_url (§7), GET /api/member/invoice/file (ours: the PDF it points to) → services/orders
import { idQuery } from '@/lib/contract/common';
import { orderInvoiceBody } from '@/lib/contract/order';
import { requireMember } from '../../auth';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { requestInvoice } from '../../services/orders/actions';
import { memberInvoice, memberInvoiceFile } from '../../services/orders/invoices';

export async function invoiceRoutes(app: HallApp) {
  const db = app.database.db;

  // §7 names POST /api/member/invoice; the site has called PUT /api/order/invoice. One request, answered alike by both.
  const invoiceRequest = route({ summary: 'Asks for an invoice of a paid order', access: 'member', body: orderInvoiceBody });
  for (const [method, url] of [
    ['PUT', '/api/order/invoice'],
    ['POST', '/api/member/invoice'],
  ] as const) {
    app.route({
      method,
      url,
      ...invoiceRequest,
      handler: async (req) => {
        const memberId = requireMember(req);
        return ok(await requestInvoice(db, memberId, req.body.id, req.body.invoice));
      },
    });
  }

  app.get(
    '/api/member/invoice/invoice_url',
    route({ summary: 'Where the invoice of one’s order stands, and its file once issued', access: 'member', query: idQuery }),
    async (req) => ok(await memberInvoice(db, requireMember(req), req.query.id)),
  );

  app.get(
    '/api/member/invoice/file',
    route({ summary: 'The issued invoice’s PDF, for the order’s member', access: 'member', answer: 'file', query: idQuery }),
    async (req, reply) => {
      const file = await memberInvoiceFile(db, requireMember(req), req.query.id);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="invoice-${file.number}.pdf"`)
        .send(file.content);
    },
  );
}
