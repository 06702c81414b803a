// Public-welfare rounds for the tests: a round of a session on sale, opened as the console opens one,
// members with regular purchasers, and applications through POST /api/commonweal_ticket/apply.
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WelfareApplication } from '@/lib/contract/welfare';
import type { WelfareRoundPayload } from '@/lib/contract/welfare-editing';
import type { Db } from '../db/client';
import { buyers, performances, sessions, welfareRounds } from '../db/schema';
import { insertRound } from '../db/welfare-round';
import { call, newMember, type TestMember } from './members';
import { storedCertificate } from '../platform/certificates';

let nextCert = 1;
/** A made-up mainland ID number, distinct in each call of the run. */
export const freshCert = () => `110101199001${String(process.pid % 100).padStart(2, '0')}${String(nextCert++).padStart(4, '0')}`;

/** A session on sale, ahead, of a visible performance: the jazz night's, where the demo's round is. */
export async function welfareSession(db: Db) {
  const [session] = await db
    .select({ id: sessions.id, performanceId: sessions.performanceId })
    .from(welfareRounds)
    .innerJoin(sessions, eq(sessions.id, welfareRounds.sessionId))
    .innerJoin(performances, eq(performances.id, sessions.performanceId))
    .where(and(eq(sessions.saleState, 'on_sale'), gt(sessions.startTime, new Date()), isNotNull(performances.visible)))
    .limit(1);
  if (!session) throw new Error('the seed has no welfare round on a session ahead');
  return session;
}

/** A round of `tickets` places, applications open since an hour ago for a day. */
export async function openRound(db: Db, tickets: number, fields: { priceFen?: number; payHours?: number } = {}) {
  const session = await welfareSession(db);
  const now = Date.now();
  const id = await db.transaction((tx) =>
    insertRound(tx, session, {
      priceFen: fields.priceFen ?? 2000,
      tickets,
      applyFrom: new Date(now - 3_600_000).toISOString(),
      applyTo: new Date(now + 86_400_000).toISOString(),
      payHours: fields.payHours ?? 24,
    }),
  );
  const [round] = await db.select().from(welfareRounds).where(eq(welfareRounds.id, id));
  return round;
}

/** A member with one regular purchaser of their own (or with the ID given). */
export async function applicant(db: Db, certNo = freshCert()): Promise<TestMember & { buyerId: number }> {
  const m = await newMember(db);
  const [buyer] = await db
    .insert(buyers)
    .values({ memberId: m.id, name: `申请人${m.id}`, ...storedCertificate('身份证', certNo) })
    .returning({ id: buyers.id });
  return { ...m, buyerId: buyer.id };
}

export const applyAs = (app: FastifyInstance, m: TestMember & { buyerId: number }, roundId: number) =>
  call<WelfareApplication>(app, 'POST', '/api/commonweal_ticket/apply', { token: m.token, body: { roundId, buyerId: m.buyerId } });

/** A round as the console's form sends it: 5 places of the demo round's session, applications open for a day. */
export async function welfareRoundInput(db: Db): Promise<WelfareRoundPayload> {
  const session = await welfareSession(db);
  const now = Date.now();
  return {
    sessionId: session.id,
    priceFen: 1000,
    tickets: 5,
    applyFrom: new Date(now).toISOString(),
    applyTo: new Date(now + 86_400_000).toISOString(),
    payHours: 12,
  };
}
