// The money model's cast, made once per test file on the seeded database and copied for every run: what each kind of
// order is placed on, made scarce so that runs meet the limits (three seats, three tickets of stock, one welfare
// place, two visit places, two goods, two package cards), the members who buy, and a renter's projects waiting for
// their deposit and their instalments. Everything else of the seed is left as it was, except that its unpaid orders
// are closed, so that the expiry sweep and the refund queue hold only the model's orders.
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import {
  buyers,
  goods,
  hallSeats,
  halls,
  orders,
  packageCardPerformances,
  packageCards,
  projectPayments,
  sessions,
  sessionSeats,
  unmatchedPayments,
  visitSlots,
  welfareRounds,
} from '../../db/schema';
import { insertRound } from '../../db/welfare-round';
import { sweepExpired } from '../orders';
import type { HallApp } from '../../platform/route-schema';
import { call, newMember } from '../members';
import { classInput, performanceInput, sessionInput } from '../publishing';
import { hallIdOf, newRenter, offerFor, projectAtContract, signingCode, submittedConsultation, uploadContractVersion } from '../rental';
import { receiverFor } from '../shop';
import { newStaff, staffCall } from '../staff';
import { freshCert } from '../welfare';
import { storedCertificate } from '../../platform/certificates';

export const MEMBERS = 4;
export const SEATS = 3;
export const STOCK = 3;
export const WELFARE_PLACES = 1;
export const VISIT_PLACES = 2;
export const GOODS_LEFT = 2;
export const CARDS_LEFT = 2;
/** Two instalments of the balance (the quote less the deposit of offerFor). */
const INSTALMENT_FEN = 3_000_000;

export type CastMember = { id: number; token: string; receiverId: number };
export type Cast = {
  staffToken: string;
  members: CastMember[];
  performanceId: number;
  /** The seat-map session: its first three seats of one class, which the package card covers; the welfare round is here too. */
  seatSession: { id: number; seatIds: number[]; classId: number };
  /** The session without a map: one class of STOCK tickets. */
  stockSession: { id: number; classId: number };
  welfare: { roundId: number; classId: number; applicants: number[] };
  packageCardId: number;
  goodsId: number;
  slotId: number;
  renter: { id: number; token: string };
  /** Projects whose deposit is due (offer accepted), and one at its contract payment with two instalments due. */
  deposits: { projectId: number; lineId: number }[];
  instalments: { projectId: number; lineIds: number[] };
  /** What the seed had before the model ran: its unmatched payments, sold cards and goods. */
  baseline: { unmatchedMaxId: number; cardsSold: number; goodsSold: number };
  card: { perPerformance: number; credits: number };
};

const created = async (app: FastifyInstance, token: string, path: string, body: object) => {
  const res = await staffCall<{ id: number }>(app, 'POST', path, { token, body });
  if (res.body.code !== 20000) throw new Error(`${path}: ${JSON.stringify(res.body)}`);
  return res.body.data.id;
};

export async function buildCast(app: HallApp, db: Db): Promise<Cast> {
  await closeSeededOrders(app, db);
  const staff = await newStaff(app, db, ['administrator']);
  const token = staff.token;

  const performanceId = await created(app, token, '/api/staff/performances', await performanceInput(db, { visible: true }));
  const onSale = { limitPerMember: 10, limitPerOrder: 4 };
  const seatSessionId = await created(app, token, `/api/staff/performances/${performanceId}/sessions`, await sessionInput(db, onSale));
  const stockSessionId = await created(
    app,
    token,
    `/api/staff/performances/${performanceId}/sessions`,
    await sessionInput(db, { ...onSale, hasSeatMap: false }),
  );
  const seatClassId = await created(app, token, `/api/staff/sessions/${seatSessionId}/ticket-classes`, classInput({ priceFen: 18_000 }));
  const stockClassId = await created(
    app,
    token,
    `/api/staff/sessions/${stockSessionId}/ticket-classes`,
    classInput({ name: '自由席', enName: 'Unreserved', priceFen: 10_000, stock: STOCK }),
  );
  const seatIds = await seatsOf(app, db, token, seatSessionId, seatClassId);
  // Limits are not what the model is about: no member meets one.
  await db.execute(sql`update sessions set limit_per_member = 99 where id in (${seatSessionId}, ${stockSessionId})`);

  const members: CastMember[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const m = await newMember(db, { pointsBalance: 1_000_000 });
    members.push({ id: m.id, token: m.token, receiverId: (await receiverFor(db, m)).id });
  }

  const welfare = await welfareRound(app, db, { id: seatSessionId, performanceId }, members);
  const packageCardId = await packageCardFor(db, performanceId);
  const goodsId = await scarceGoods(db);
  const slotId = await scarceSlot(db);

  const renter = await newRenter(db);
  const smallHall = await hallIdOf(db, 'small');
  const deposits: Cast['deposits'] = [];
  for (const days of [40, 42]) {
    const projectId = await depositDue(app, token, renter, days, smallHall);
    const [line] = await db
      .select({ id: projectPayments.id })
      .from(projectPayments)
      .where(and(eq(projectPayments.projectId, projectId), eq(projectPayments.kind, 'deposit')));
    deposits.push({ projectId, lineId: line.id });
  }
  const instalments = await instalmentsDue(app, db, token, renter, 44, smallHall);

  const [{ maxId }] = await db.select({ maxId: sql<number>`coalesce(max(${unmatchedPayments.id}), 0)::int` }).from(unmatchedPayments);
  const [card] = await db.select().from(packageCards).where(eq(packageCards.id, packageCardId));
  const [item] = await db.select({ sold: goods.sold }).from(goods).where(eq(goods.id, goodsId));
  return {
    staffToken: token,
    members,
    performanceId,
    seatSession: { id: seatSessionId, seatIds, classId: seatClassId },
    stockSession: { id: stockSessionId, classId: stockClassId },
    welfare,
    packageCardId,
    goodsId,
    slotId,
    renter: { id: renter.id, token: renter.token },
    deposits,
    instalments,
    baseline: { unmatchedMaxId: maxId, cardsSold: card.sold, goodsSold: item.sold },
    card: { perPerformance: card.perPerformance, credits: card.credits },
  };
}

/** The seed's unpaid orders end now, so that a sweep in a run meets only the model's. */
async function closeSeededOrders(app: HallApp, db: Db) {
  await db
    .update(orders)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(orders.status, 'unpaid'));
  for (let pass = 0; pass < 100; pass++) {
    const swept = await sweepExpired(db, app.payments);
    if (!swept.ran && !swept.failed) return;
  }
  throw new Error('the seed’s unpaid orders did not close');
}

/** The first row of the session's hall given to the class; its first SEATS seats are the model's. */
async function seatsOf(app: FastifyInstance, db: Db, token: string, sessionId: number, ticketClassId: number) {
  const [first] = await db
    .select({ floor: hallSeats.floor, area: hallSeats.area, row: hallSeats.row })
    .from(hallSeats)
    .innerJoin(halls, eq(halls.id, hallSeats.hallId))
    .innerJoin(sessions, eq(sessions.hallId, halls.id))
    .where(eq(sessions.id, sessionId))
    .orderBy(asc(hallSeats.id))
    .limit(1);
  const res = await staffCall(app, 'PUT', `/api/staff/sessions/${sessionId}/seats`, {
    token,
    body: { ticketClassId, floor: first.floor, area: first.area, rowFrom: first.row, rowTo: first.row },
  });
  if (res.body.code !== 20000) throw new Error(`seats not given: ${JSON.stringify(res.body)}`);
  const rows = await db
    .select({ id: sessionSeats.id })
    .from(sessionSeats)
    .where(and(eq(sessionSeats.sessionId, sessionId), eq(sessionSeats.ticketClassId, ticketClassId)))
    .orderBy(asc(sessionSeats.id))
    .limit(SEATS);
  if (rows.length < SEATS) throw new Error(`session ${sessionId} has fewer than ${SEATS} seats`);
  return rows.map((r) => r.id);
}

/** A round of WELFARE_PLACES places on the session, applied for by every member but the first, not drawn yet. */
async function welfareRound(app: FastifyInstance, db: Db, session: { id: number; performanceId: number }, members: CastMember[]) {
  const now = Date.now();
  const roundId = await db.transaction((tx) =>
    insertRound(tx, session, {
      priceFen: 2000,
      tickets: WELFARE_PLACES,
      applyFrom: new Date(now - 3_600_000).toISOString(),
      applyTo: new Date(now + 86_400_000).toISOString(),
      payHours: 24,
    }),
  );
  const applicants: number[] = [];
  for (let i = 1; i < members.length; i++) {
    const m = members[i];
    const [buyer] = await db
      .insert(buyers)
      .values({ memberId: m.id, name: `申请人${m.id}`, ...storedCertificate('身份证', freshCert()) })
      .returning({ id: buyers.id });
    const res = await call(app, 'POST', '/api/commonweal_ticket/apply', { token: m.token, body: { roundId, buyerId: buyer.id } });
    if (res.body.code !== 20000) throw new Error(`welfare application refused: ${JSON.stringify(res.body)}`);
    applicants.push(i);
  }
  const [round] = await db.select({ classId: welfareRounds.ticketClassId }).from(welfareRounds).where(eq(welfareRounds.id, roundId));
  return { roundId, classId: round.classId, applicants };
}

/** The seeded season pass, covering the model's performance, with CARDS_LEFT cards left and no limit a member meets. */
async function packageCardFor(db: Db, performanceId: number) {
  const [card] = await db.select().from(packageCards).orderBy(asc(packageCards.id)).limit(1);
  await db.insert(packageCardPerformances).values({ packageCardId: card.id, performanceId, maxPriceFen: 18_000 });
  await db
    .update(packageCards)
    .set({ sold: card.stock - CARDS_LEFT, limitPerMember: 99 })
    .where(eq(packageCards.id, card.id));
  return card.id;
}

/** A delivered goods paid in points with its freight in cash, GOODS_LEFT left. */
async function scarceGoods(db: Db) {
  const [item] = await db
    .select()
    .from(goods)
    .where(
      and(
        eq(goods.fulfilment, 'delivery'),
        eq(goods.visible, true),
        eq(goods.priceFen, 0),
        // Below the free-freight threshold of the seeded rule: the freight is paid in cash.
        sql`${goods.pointPrice} < 3000`,
        sql`${goods.stock} - ${goods.sold} >= ${GOODS_LEFT}`,
        sql`(${goods.saleFrom} is null or ${goods.saleFrom} <= now()) and (${goods.saleTo} is null or ${goods.saleTo} > now())`,
      ),
    )
    .orderBy(asc(goods.id))
    .limit(1);
  if (!item) throw new Error('the seed has no delivered goods with cash freight');
  await db
    .update(goods)
    .set({ sold: item.stock - GOODS_LEFT, limitPerMember: 99 })
    .where(eq(goods.id, item.id));
  return item.id;
}

/** A visit slot two to six days ahead that nobody booked, with VISIT_PLACES places. */
async function scarceSlot(db: Db) {
  const day = (n: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(Date.now() + n * 86_400_000));
  const [slot] = await db
    .select({ id: visitSlots.id })
    .from(visitSlots)
    .where(and(gt(visitSlots.date, day(1)), lte(visitSlots.date, day(6)), eq(visitSlots.booked, 0), eq(visitSlots.closed, false)))
    .orderBy(asc(visitSlots.date), asc(visitSlots.startTime))
    .limit(1);
  if (!slot) throw new Error('the seed has no open visit slot without bookings this week');
  await db.update(visitSlots).set({ capacity: VISIT_PLACES }).where(eq(visitSlots.id, slot.id));
  return slot.id;
}

type Renter = { id: number; token: string; phone: string };
const staffPost = (app: FastifyInstance, token: string, url: string, body: object) => staffCall(app, 'POST', url, { token, body });

/** A project offered a first option `days` from now and accepted: its deposit is due. */
async function depositDue(app: FastifyInstance, token: string, r: Renter, days: number, hallId: number) {
  const { projectId } = await submittedConsultation(app, r, days, hallId);
  const offered = await staffPost(app, token, `/api/staff/rental/projects/${projectId}/offer`, offerFor(days, 'first', hallId));
  if (offered.body.code !== 20000) throw new Error(`offer refused: ${JSON.stringify(offered.body)}`);
  const accepted = await call(app, 'PUT', '/api/enterpriseprojectrent/accept', { token: r.token, body: { id: projectId } });
  if (accepted.body.code !== 20000) throw new Error(`offer not accepted: ${JSON.stringify(accepted.body)}`);
  return projectId;
}

/** A project whose contract is signed and countersigned with two instalments due, none paid. */
async function instalmentsDue(app: FastifyInstance, db: Db, token: string, r: Renter, days: number, hallId: number) {
  const projectId = await projectAtContract(app, { token }, r, days, hallId);
  const version = await uploadContractVersion(app, { token }, projectId, 1);
  const code = await signingCode(app, db, r);
  const signed = await call(app, 'PUT', '/api/enterpriseprojectrent/protocolsign', {
    token: r.token,
    body: { id: projectId, fileId: version, name: '王经理', code },
  });
  if (signed.body.code !== 20000) throw new Error(`contract not signed: ${JSON.stringify(signed.body)}`);
  const dueAt = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
  const countersigned = await staffPost(app, token, `/api/staff/rental/projects/${projectId}/countersign`, {
    name: '陈主任',
    instalments: [
      { amountFen: INSTALMENT_FEN, dueAt: dueAt(10) },
      { amountFen: INSTALMENT_FEN, dueAt: dueAt(20) },
    ],
  });
  if (countersigned.body.code !== 20000) throw new Error(`contract not countersigned: ${JSON.stringify(countersigned.body)}`);
  const lines = await db
    .select({ id: projectPayments.id })
    .from(projectPayments)
    .where(and(eq(projectPayments.projectId, projectId), eq(projectPayments.kind, 'instalment')))
    .orderBy(asc(projectPayments.seq));
  return { projectId, lineIds: lines.map((l) => l.id) };
}
