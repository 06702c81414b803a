import { eq, inArray, sql } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import { enterpriseProjects, projectPayments } from '../../db/schema';
import { HallError } from '../../errors';
import { fill, messagesFor } from '../../i18n/messages';
import { depositPaidOnline, instalmentPaidOnline, releaseDepositHold } from './project-payments';
import type { OrderDescription, OrderKind } from '../orders/kinds/types';

const zh = messagesFor('zh-CN').orderSubjects;
const en = messagesFor('en-US').orderSubjects;

/** What a payment line is called in one language: the project's deposit, or its instalment n. */
const titleOf = (line: { kind: 'deposit' | 'instalment'; name: string; seq: number }, words: typeof zh) =>
  line.kind === 'deposit'
    ? fill(words.rentalDeposit, { name: line.name })
    : fill(words.rentalInstalment, { name: line.name, n: String(line.seq) });

/**
 * A venue renter's payment of an enterprise project (an order of kind 'rental'): its deposit, or one of its
 * contract's instalments (project_payments). Placing a deposit order makes the hall's hold definite for the
 * payment window, so money is never taken for dates another booking got; paying it moves the project on, and
 * closing it unpaid turns the hold back into the option it was.
 */
export const rentalKind: OrderKind = {
  async subject(db, order, locale) {
    const [line] = await lineOf(db, [order.id]);
    return line ? titleOf(line, locale === 'en-US' ? en : zh) : order.orderNo;
  },

  async describe(db, list) {
    const described = new Map<number, OrderDescription>();
    for (const line of await lineOf(
      db,
      list.map((o) => o.id),
    )) {
      const zhTitle = titleOf(line, zh);
      const enTitle = titleOf(line, en);
      described.set(line.orderId, {
        subject: {
          title: zhTitle,
          enTitle,
          image: '',
          startTime: null,
          place: zh.rentalPlace,
          enPlace: en.rentalPlace,
          performanceId: null,
          sessionId: null,
        },
        items: [
          {
            id: line.id,
            name: zhTitle,
            enName: enTitle,
            priceFen: line.amountFen,
            pointPrice: null,
            quantity: 1,
            seat: null,
            buyerName: null,
            ticketCode: null,
          },
        ],
      });
    }
    return described;
  },

  timing: { startsAt: sql`null::timestamptz`, endsAt: sql`null::timestamptz` },

  async issue(tx, order, now) {
    const [line] = await lineOf(tx, [order.id]);
    // The line was given to a newer order of the renter's (this one's window ended and it was asked again): this
    // payment delivers nothing, and the pipeline owes it back.
    if (!line) throw new HallError('projectWrongStep', Code.badRequest);
    if (line.kind === 'deposit') await depositPaidOnline(tx, line.projectId, order, now);
    else await instalmentPaidOnline(tx, line.projectId, line.id, order, now);
  },

  async release(tx, order, now) {
    const [line] = await lineOf(tx, [order.id]);
    if (line?.kind === 'deposit') await releaseDepositHold(tx, line.projectId, now);
  },

  async returnPath(db, order) {
    const [line] = await lineOf(db, [order.id]);
    if (!line) return '/siteConsultation';
    return `${line.kind === 'deposit' ? '/payDeposit' : '/contractPayment'}?id=${line.projectId}`;
  },
};

const lineOf = (db: Parameters<OrderKind['subject']>[0], orderIds: number[]) =>
  db
    .select({
      id: projectPayments.id,
      orderId: sql<number>`${projectPayments.orderId}`,
      projectId: projectPayments.projectId,
      kind: projectPayments.kind,
      seq: projectPayments.seq,
      amountFen: projectPayments.amountFen,
      name: enterpriseProjects.name,
    })
    .from(projectPayments)
    .innerJoin(enterpriseProjects, eq(enterpriseProjects.id, projectPayments.projectId))
    .where(inArray(projectPayments.orderId, orderIds.length ? orderIds : [0]));
