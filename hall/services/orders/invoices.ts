// E-invoices: the requests the box office answers by issuing the invoice (its number and PDF), and what the member
// reads of it. The PDF is kept in `files` but only ever served to the order's member (GET /api/member/invoice/file).
import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import { MAX_INVOICE_BYTES, type MemberInvoiceView, type StaffInvoiceView } from '@/lib/contract/invoices';
import type { Db, DbOrTx } from '../../db/client';
import { files, issuedInvoices, members, orders, stationLetters } from '../../db/schema';
import { HallError, notFound } from '../../errors';
import { letterLink, letterWords } from '../../i18n/letters';
import { isUniqueViolation } from '../../platform/db-errors';
import { audit, type Actor } from '../staff/audit';
import { memberIdOf } from './kinds/types';

const isPdf = (content: Buffer) => content.length > 8 && content.toString('latin1', 0, 5) === '%PDF-';

const staffColumns = {
  orderId: orders.id,
  orderNo: orders.orderNo,
  payFen: orders.payFen,
  paidAt: orders.paidAt,
  memberName: members.name,
  memberPhone: members.phone,
  invoice: orders.invoice,
  state: orders.invoiceState,
  number: issuedInvoices.number,
  issuedAt: issuedInvoices.issuedAt,
};

/** The requests waiting, oldest paid first (the order they should be answered in), or the invoices issued, newest first. */
export async function staffInvoices(db: DbOrTx, q: { state: 'requested' | 'issued'; page: number; pageSize: number }) {
  const where = eq(orders.invoiceState, q.state);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(staffColumns)
      .from(orders)
      .innerJoin(members, eq(members.id, orders.memberId))
      .leftJoin(issuedInvoices, eq(issuedInvoices.orderId, orders.id))
      .where(where)
      .orderBy(q.state === 'requested' ? asc(orders.paidAt) : desc(issuedInvoices.issuedAt), asc(orders.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  const list: StaffInvoiceView[] = rows.map((r) => ({
    orderId: r.orderId,
    orderNo: r.orderNo,
    payFen: r.payFen,
    paidAt: r.paidAt?.toISOString() ?? null,
    member: { name: r.memberName, phone: r.memberPhone },
    invoice: r.invoice ?? { title: '' },
    state: r.state,
    number: r.number,
    issuedAt: r.issuedAt?.toISOString() ?? null,
  }));
  return { list, total, page: q.page, pageSize: q.pageSize };
}

/**
 * Issues the invoice of an order whose member asked for one: the PDF stored, the order marked issued, the member
 * told by station letter, all in one transaction. Only a requested invoice is issued, once (the update's own
 * condition decides between two clerks); a number already used on another invoice is refused.
 */
export async function issueInvoice(db: Db, actor: Extract<Actor, { staffId: number }>, orderId: number, number: string, pdf: Buffer) {
  if (pdf.length > MAX_INVOICE_BYTES) throw new HallError('fileTooLarge', Code.badRequest, null, { max: MAX_INVOICE_BYTES / 1024 / 1024 });
  if (!isPdf(pdf)) throw new HallError('invoicePdfOnly', Code.badRequest);
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  try {
    return await db.transaction(async (tx) => {
      const [order] = await tx
        .update(orders)
        .set({ invoiceState: 'issued' })
        .where(and(eq(orders.id, orderId), eq(orders.invoiceState, 'requested')))
        .returning({ id: orders.id, memberId: orders.memberId, orderNo: orders.orderNo });
      if (!order) {
        const [exists] = await tx.select({ state: orders.invoiceState }).from(orders).where(eq(orders.id, orderId));
        if (!exists) throw notFound();
        throw new HallError(exists.state === 'issued' ? 'invoiceAlreadyIssued' : 'invoiceNotRequested', Code.badRequest);
      }
      await tx
        .insert(files)
        .values({ sha256, mime: 'application/pdf', size: pdf.length, content: pdf, uploadedBy: actor.staffId })
        .onConflictDoNothing();
      const [issued] = await tx
        .insert(issuedInvoices)
        .values({ orderId, number, fileSha256: sha256, issuedBy: actor.staffId })
        .returning({ number: issuedInvoices.number, issuedAt: issuedInvoices.issuedAt });
      await tx.insert(stationLetters).values({
        memberId: memberIdOf(order),
        ...letterWords('invoiceIssued', { orderNo: order.orderNo, number }),
        link: letterLink(`/myOrder?orderId=${order.id}`),
      });
      await audit(tx, actor, { action: 'invoice.issue', target: `order:${orderId}`, after: { number, sha256, size: pdf.length } });
      return memberView('issued', issued, orderId);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HallError('invoiceNumberTaken', Code.badRequest);
    throw error;
  }
}

const memberView = (
  state: MemberInvoiceView['state'],
  issued: { number: string; issuedAt: Date } | null,
  orderId: number,
): MemberInvoiceView => ({
  state,
  number: issued?.number ?? null,
  issuedAt: issued?.issuedAt.toISOString() ?? null,
  url: state === 'issued' && issued ? `/api/member/invoice/file?id=${orderId}` : null,
});

/** The member's own order's invoice: not asked, asked, or issued with the address of its file. */
export async function memberInvoice(db: DbOrTx, memberId: number, orderId: number): Promise<MemberInvoiceView> {
  const [row] = await db
    .select({ state: orders.invoiceState, number: issuedInvoices.number, issuedAt: issuedInvoices.issuedAt })
    .from(orders)
    .leftJoin(issuedInvoices, eq(issuedInvoices.orderId, orders.id))
    .where(and(eq(orders.id, orderId), eq(orders.memberId, memberId)));
  if (!row) throw notFound();
  return memberView(row.state, row.number && row.issuedAt ? { number: row.number, issuedAt: row.issuedAt } : null, orderId);
}

/** The issued invoice's PDF, for the order's member only (another member's order is not found, as if absent). */
export async function memberInvoiceFile(db: DbOrTx, memberId: number, orderId: number) {
  const [row] = await db
    .select({ number: issuedInvoices.number, content: files.content })
    .from(issuedInvoices)
    .innerJoin(orders, eq(orders.id, issuedInvoices.orderId))
    .innerJoin(files, eq(files.sha256, issuedInvoices.fileSha256))
    .where(and(eq(issuedInvoices.orderId, orderId), eq(orders.memberId, memberId)));
  if (!row) throw notFound();
  return row;
}
