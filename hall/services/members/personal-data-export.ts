// The member's copy of their data (PIPL art. 45): one JSON file. JSON rather than Excel because the data is a tree
// (an order holds its lines, payments and refunds; a booking its visitors), which a workbook would flatten into
// sheets joined by ids; because it is what another service reads when the member takes their data elsewhere
// (art. 45's transfer); and because it keeps numbers, times and identity numbers exactly as stored, where a
// spreadsheet turns an 18-digit ID number into 1.1e17. Pretty-printed, so it can be read in any text editor.
import { memberWaitingList } from '../waiting-list/entries';
import { and, asc, desc, eq } from 'drizzle-orm';
import { PERSONAL_DATA_FORMAT, PERSONAL_DATA_VERSION, type PersonalDataFile } from '@/lib/contract/data-rights';
import type { Db } from '../../db/client';
import {
  buyers,
  codePromotions,
  dirs,
  feedback,
  groupReservations,
  memberCoupons,
  members,
  orders,
  pointLedger,
  reservations,
  stationLetters,
  visitSlots,
  welfareApplications,
} from '../../db/schema';
import { notFound } from '../../errors';
import { openOrNull } from '../../platform/personal-data';
import { hallDate } from '../../platform/time';
import { couponColumns, toCouponView } from '../coupons/read';
import { listMemberCards } from '../packages/member-cards';
import { ordersForExport } from './personal-data-orders';
import { listReceivers } from './receivers';

/** The file's name carries the hall's date (Shanghai), the day the member asked for it. */
export const personalDataFileName = (now: Date) => `personal-data-${hallDate(now)}.json`;

const iso = (d: Date | null) => d?.toISOString() ?? null;

async function profileOf(db: Db, memberId: number) {
  const [row] = await db
    .select({ m: members, industry: dirs.name })
    .from(members)
    .leftJoin(dirs, and(eq(dirs.id, members.industryId), eq(dirs.dirType, 'INDUSTRY')))
    .where(eq(members.id, memberId));
  if (!row) throw notFound();
  const { m } = row;
  return {
    phone: m.phone,
    name: m.name,
    sex: m.sex,
    birthday: m.birthday,
    idCard: openOrNull(m.idCard),
    email: m.email,
    connectTel: m.connectTel,
    industry: row.industry,
    cardNo: m.cardNo,
    level: m.level,
    pointsBalance: m.pointsBalance,
    consumptionFen: m.consumptionFen,
    vipExpiresAt: iso(m.vipExpiresAt),
    wechat: { officialAccount: m.wxOpenId !== null, website: m.wxWebOpenId !== null },
    registeredAt: m.createdAt.toISOString(),
  };
}

async function visitsOf(db: Db, memberId: number): Promise<PersonalDataFile['visits']> {
  const [bookings, groups] = await Promise.all([
    db
      .select({ r: reservations, date: visitSlots.date, startTime: visitSlots.startTime, orderNo: orders.orderNo })
      .from(reservations)
      .innerJoin(visitSlots, eq(visitSlots.id, reservations.slotId))
      .leftJoin(orders, eq(orders.id, reservations.orderId))
      .where(eq(reservations.memberId, memberId))
      .orderBy(desc(reservations.createdAt), desc(reservations.id)),
    db.select().from(groupReservations).where(eq(groupReservations.memberId, memberId)).orderBy(desc(groupReservations.id)),
  ]);
  return {
    bookings: bookings.map(({ r, ...slot }) => ({
      ...slot,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      visitors: r.visitors.map((v) => ({
        name: v.name,
        child: v.child,
        certType: v.certType,
        certNo: openOrNull(v.certNo),
        heightCm: v.heightCm ?? null,
      })),
    })),
    groupIntentions: groups.map(({ memberId: _m, decidedAt: _d, createdAt, ...g }) => ({ ...g, createdAt: createdAt.toISOString() })),
  };
}

const welfareOf = (db: Db, memberId: number) =>
  db
    .select({
      applicationNo: welfareApplications.applicationNo,
      performanceId: welfareApplications.performanceId,
      buyerName: welfareApplications.buyerName,
      certType: welfareApplications.certType,
      certNo: welfareApplications.certNo,
      status: welfareApplications.status,
      rank: welfareApplications.rank,
      orderNo: orders.orderNo,
      createdAt: welfareApplications.createdAt,
    })
    .from(welfareApplications)
    .leftJoin(orders, eq(orders.id, welfareApplications.orderId))
    .where(eq(welfareApplications.memberId, memberId))
    .orderBy(desc(welfareApplications.id));

/** GET /api/member/personal_data: the member's profile and everything the hall keeps of theirs, nobody else's. */
export async function exportPersonalData(db: Db, memberId: number, now = new Date()): Promise<PersonalDataFile> {
  const profile = await profileOf(db, memberId);
  const [buyerRows, addresses, orderList, visits, welfare, waitingList, points, coupons, packageCards, letters, messages] =
    await Promise.all([
      db
        .select({ name: buyers.name, certType: buyers.certType, certNo: buyers.certNo, createdAt: buyers.createdAt })
        .from(buyers)
        .where(eq(buyers.memberId, memberId))
        .orderBy(asc(buyers.id)),
      listReceivers(db, memberId),
      ordersForExport(db, memberId, now),
      visitsOf(db, memberId),
      welfareOf(db, memberId),
      memberWaitingList(db, memberId),
      db.select().from(pointLedger).where(eq(pointLedger.memberId, memberId)).orderBy(asc(pointLedger.id)),
      db
        .select(couponColumns)
        .from(memberCoupons)
        .innerJoin(codePromotions, eq(codePromotions.id, memberCoupons.codePromotionId))
        .where(eq(memberCoupons.memberId, memberId))
        .orderBy(asc(memberCoupons.id)),
      listMemberCards(db, memberId, now),
      db.select().from(stationLetters).where(eq(stationLetters.memberId, memberId)).orderBy(asc(stationLetters.id)),
      db.select().from(feedback).where(eq(feedback.memberId, memberId)).orderBy(asc(feedback.id)),
    ]);
  return {
    format: PERSONAL_DATA_FORMAT,
    version: PERSONAL_DATA_VERSION,
    exportedAt: now.toISOString(),
    profile,
    buyers: buyerRows.map((b) => ({ ...b, certNo: openOrNull(b.certNo), createdAt: b.createdAt.toISOString() })),
    addresses,
    orders: orderList,
    visits,
    welfareApplications: welfare.map((w) => ({ ...w, certNo: openOrNull(w.certNo), createdAt: w.createdAt.toISOString() })),
    waitingList,
    pointsLog: points.map((p) => ({
      id: p.id,
      delta: p.delta,
      balanceAfter: p.balanceAfter,
      reason: p.reason,
      note: p.note ?? null,
      createdAt: p.createdAt.toISOString(),
    })),
    coupons: coupons.map((c) => toCouponView(c, now)),
    packageCards,
    stationLetters: letters.map((l) => ({
      id: l.id,
      title: l.title,
      enTitle: l.enTitle,
      body: l.body,
      enBody: l.enBody,
      link: l.link,
      readAt: iso(l.readAt),
      createdAt: l.createdAt.toISOString(),
    })),
    feedback: messages.map((f) => ({
      topic: f.topic,
      text: f.text,
      contact: f.contact,
      answer: f.answer,
      createdAt: f.createdAt.toISOString(),
      answeredAt: iso(f.answeredAt),
    })),
  };
}
