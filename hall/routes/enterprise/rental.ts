// POST /api/enterpriseprojectrent/temp_bookingintention, /bookingintention, /file; PUT /pay, /protocolsign, /protocolpay
// (§7 Enterprise); GET
// /api/enterpriseprojectrent/file (ours: a file of one's project); PUT /api/enterpriseprojectrent/accept,
// /withdraw, /receipt (ours: the renter's answers); the calls in lib/contract/rental-calls.ts → services/enterprise
import type { FastifyRequest } from 'fastify';
import { renterCalls as calls } from '@/lib/contract/rental-calls';
import { addressOf, requireEnterprise } from '../../auth';
import { localeOf, ok } from '../../http';
import { handle, handleDownload, type HallApp } from '../../platform/route-schema';
import { saveConsultationDraft, submitConsultation } from '../../services/enterprise/consultation';
import { closeOpenPayments } from '../../services/enterprise/close-open-payments';
import { withdrawProject } from '../../services/enterprise/holds';
import { acceptOffer, placeDepositOrder, placeInstalmentOrder, sendDepositReceipt } from '../../services/enterprise/project-payments';
import { signContract } from '../../services/enterprise/contract';
import type { Order } from '../../services/orders/kinds/types';
import { startPayment } from '../../services/orders/start-payment';
import type { PayChannel } from '../../providers/pay/types';
import { readProjectFile, storeProjectFile } from '../../services/enterprise/project-files';
import { acceptUploads, handleUpload, receivedUpload } from '../upload-body';
import { sendProjectFile, UPLOAD_TYPES } from './project-file-reply';

export async function rentalRoutes(app: HallApp) {
  const db = app.database.db;
  // A file is read whole, as bytes, here only; what it is, is then told from its content, not from this header.
  acceptUploads(app, UPLOAD_TYPES);

  handle(app, calls.saveDraft, async (req) => ok(await saveConsultationDraft(db, requireEnterprise(req), req.body)));
  handle(app, calls.submit, async (req) => ok(await submitConsultation(db, requireEnterprise(req), req.body)));
  handleUpload(app, calls.uploadFile, async (req) => {
    const { projectId, kind, name } = req.query;
    const uploader = { party: 'renter', enterpriseUserId: requireEnterprise(req) } as const;
    return ok(await storeProjectFile(db, uploader, projectId, { kind, name, ...receivedUpload(req) }));
  });
  handleDownload(app, calls.file, async (req, reply) =>
    sendProjectFile(reply, await readProjectFile(db, req.query.id, requireEnterprise(req)), req.query.inline === '1'),
  );
  handle(app, calls.accept, async (req) => ok(await acceptOffer(db, requireEnterprise(req), req.body.id, req.body.note)));
  handle(app, calls.withdraw, async (req) => {
    const enterpriseUserId = requireEnterprise(req);
    await closeOpenPayments(db, app.payments, req.body.id, 'withdraw', { party: 'renter', enterpriseUserId });
    return ok(await withdrawProject(db, enterpriseUserId, req.body.id, req.body.note));
  });
  /** An order of the renter's opened with the provider, as the member's payment calls answer. */
  const startRenterPayment = (req: FastifyRequest, enterpriseUserId: number, order: Order, channel: PayChannel) =>
    startPayment(db, app.payments, {
      owner: { enterpriseUserId },
      orderId: order.id,
      channel,
      clientIp: addressOf(req),
      siteUrl: app.config.SITE_URL,
      locale: localeOf(req),
    });
  handle(app, calls.pay, async (req) => {
    const enterpriseUserId = requireEnterprise(req);
    const order = await placeDepositOrder(db, enterpriseUserId, req.body.id, app.config.PAYMENT_WINDOW_SECONDS);
    return ok(await startRenterPayment(req, enterpriseUserId, order, req.body.channel));
  });
  handle(app, calls.payInstalment, async (req) => {
    const enterpriseUserId = requireEnterprise(req);
    const { id, paymentId, channel } = req.body;
    const order = await placeInstalmentOrder(db, enterpriseUserId, id, paymentId, app.config.PAYMENT_WINDOW_SECONDS);
    return ok(await startRenterPayment(req, enterpriseUserId, order, channel));
  });
  handle(app, calls.sign, async (req) =>
    ok(await signContract(db, requireEnterprise(req), req.body, addressOf(req), app.config.SIGN_SECRET)),
  );
  handle(app, calls.sendReceipt, async (req) => {
    const enterpriseUserId = requireEnterprise(req);
    await closeOpenPayments(db, app.payments, req.body.id, 'sendReceipt', { party: 'renter', enterpriseUserId });
    return ok(await sendDepositReceipt(db, enterpriseUserId, req.body.id, req.body.fileId, req.body.note));
  });
}
