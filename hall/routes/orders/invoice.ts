// PUT /api/order/invoice and POST /api/member/invoice (§7; one request under both names), GET
// /api/member/invoice/invoice_url (§7), GET /api/member/invoice/file (ours: the PDF it points to) → services/orders
import { invoiceCalls as calls } from '@/lib/contract/order-calls';
import { requireMember } from '../../auth';
import { ok } from '../../http';
import { handle, handleDownload, type HallApp } from '../../platform/route-schema';
import { requestInvoice } from '../../services/orders/actions';
import { memberInvoice, memberInvoiceFile } from '../../services/orders/invoices';

export async function invoiceRoutes(app: HallApp) {
  const db = app.database.db;

  // §7 names POST /api/member/invoice; the site has called PUT /api/order/invoice. One request, answered alike by both.
  for (const call of [calls.requestByOrder, calls.request]) {
    handle(app, call, async (req) => {
      const memberId = requireMember(req);
      return ok(await requestInvoice(db, memberId, req.body.id, req.body.invoice));
    });
  }

  handle(app, calls.status, async (req) => ok(await memberInvoice(db, requireMember(req), req.query.id)));

  handleDownload(app, calls.file, async (req, reply) => {
    const file = await memberInvoiceFile(db, requireMember(req), req.query.id);
    return reply
      .type('application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="invoice-${file.number}.pdf"`)
      .send(file.content);
  });
}
