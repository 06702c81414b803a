// The box office's invoice calls (lib/contract/staff-invoice-calls.ts, ours): the requests and issued invoices,
// issuing one with its PDF → services/orders/invoices
import { staffInvoiceCalls as calls } from '@/lib/contract/staff-invoice-calls';
import { FILE_RULES } from '@/lib/contract/uploads';
import { actorOf } from '../../auth';
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import { issueInvoice, staffInvoices } from '../../services/orders/invoices';
import { acceptUploads, handleUpload, receivedUpload } from '../upload-body';

export async function invoiceIssuingRoutes(app: HallApp) {
  const db = app.database.db;
  // The invoice's PDF is read whole, as bytes, here only; that it is a PDF is then checked from its content.
  acceptUploads(app, FILE_RULES.invoice.types);

  handle(app, calls.list, async (req) => ok(await staffInvoices(db, req.query)));
  // Issued once: a retry finds the order's invoice issued and says so, having stored nothing again.
  handleUpload(app, calls.issue, async (req) =>
    ok(await issueInvoice(db, actorOf(req), req.params.orderId, req.query.number, receivedUpload(req).content)),
  );
}
