// Identity numbers at rest: after members have saved their profile, added regular purchasers,
// booked a visit, applied for a public-welfare ticket and bought a real-name ticket, no table holds an ID or
// certificate number in clear and no log line names one; rows written before sealing are sealed at start,
// and two rows that turn out to be one person are reported rather than failing the start.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { DEV_SIGN_SECRET, signOf } from '@/lib/sign';
import { idCheckDigit } from '@/lib/validation/id-card';
import { buyers, members, orderItems, orders, realNameClaims, reservations, visitClaims, visitSlots, welfareApplications } from './schema';
import { resealPersonalData, sealedByKey } from './reseal-personal-data';
import { sealPlainPersonalData } from './seal-personal-data';
import { startHall, type Hall } from '../test/harness';
import { call, newMember, type TestMember } from '../test/members';
import { freeSeats, saleSession } from '../test/orders';
import { adult, openSlots } from '../test/visits';
import { applyAs, openRound } from '../test/welfare';
import { DEV_PERSONAL_DATA_HASH_KEY, DEV_PERSONAL_DATA_KEYS, isSealed, open, usePersonalDataKeys } from '../platform/personal-data';

let serial = 0;
function person() {
  const first17 = `33010619770923${String(100 + serial++).padStart(3, '0')}`;
  const long = first17 + idCheckDigit(first17);
  return { long, short: long.slice(0, 6) + long.slice(8, 17) };
}

const lines: string[] = [];
let hall: Hall;
beforeAll(async () => {
  hall = await startHall({ env: { LOG_LEVEL: 'debug' }, logger: { write: (line) => lines.push(line) } });
});
afterAll(() => hall?.close());

/** Every row of every table of the public schema, as text. */
async function everyRow(): Promise<string> {
  const tables = (await hall.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_name: string }[] };
  const texts: string[] = [];
  for (const { table_name } of tables.rows) {
    const rows = (await hall.db.execute(sql`select t::text as row from ${sql.identifier(table_name)} t`)) as unknown as {
      rows: { row: string }[];
    };
    texts.push(...rows.rows.map((r) => r.row));
  }
  return texts.join('\n');
}

const addBuyer = (m: TestMember, certType: string, certNo: string) =>
  call<{ id: number }>(hall.app, 'POST', '/api/member/buyer', { token: m.token, body: { name: '周明', certType, certNo } });

describe('no identity number in clear', () => {
  it('in any table or any log line, after every flow that takes one', async () => {
    const [own, buyer, visitor, passport] = [person(), person(), person(), `E${70_000_000 + process.pid}`];
    const m = await newMember(hall.db);
    const info = { name: '周明', idCard: own.short, birthday: '1977-09-23', sex: Number(own.long[16]) % 2, email: 'zhou@example.com' };
    const profile = await call(hall.app, 'POST', '/api/member/perfect_info', {
      token: m.token,
      body: { ...info, sign: signOf('perfectInfo', info, DEV_SIGN_SECRET) },
    });
    expect(profile.body.code).toBe(20000);
    const added = await addBuyer(m, '身份证', buyer.long);
    expect(added.body.code).toBe(20000);
    expect((await addBuyer(m, '护照', passport)).body.code).toBe(20000);
    // A refused duplicate goes through the unique index and the error path too.
    expect((await addBuyer(m, '身份证', buyer.short)).body.code).not.toBe(20000);

    const [slot] = await openSlots(hall.app, 2);
    const booked = await call(hall.app, 'POST', '/api/reservation_order/create', {
      token: m.token,
      body: {
        slotId: slot.id,
        visitors: [adult('周明', visitor.short), { ...adult('Lee'), certType: '护照', certNo: passport }],
        termsAccepted: true,
      },
    });
    expect(booked.body.code).toBe(20000);

    const round = await openRound(hall.db, 2);
    expect((await applyAs(hall.app, { ...m, buyerId: added.body.data.id }, round.id)).body.code).toBe(20000);

    const named = await saleSession(hall.db, { realName: true });
    const [seat] = await freeSeats(hall.db, named.sessionId, 1);
    const bought = await call(hall.app, 'POST', '/api/order', {
      token: m.token,
      body: { lines: { sessionId: named.sessionId, seatIds: [seat.id] }, buyerIds: [added.body.data.id] },
    });
    expect(bought.body.code).toBe(20000);

    const stored = await everyRow();
    const log = lines.join('');
    expect(log.length).toBeGreaterThan(0);
    for (const number of [own.long, own.short, buyer.long, buyer.short, visitor.long, visitor.short, passport]) {
      expect(stored).not.toContain(number);
      expect(log).not.toContain(number);
    }
    // What is stored opens to the canonical form: the 15-digit numbers typed are kept as their 18 digits.
    const [me] = await hall.db.select({ idCard: members.idCard }).from(members).where(eq(members.id, m.id));
    expect(open(me.idCard!)).toBe(own.long);
    const [booking] = await hall.db.select().from(reservations).where(eq(reservations.memberId, m.id));
    expect(booking.visitors.map((v) => open(v.certNo))).toEqual([visitor.long, passport]);
  });
});

describe('rows written before sealing', () => {
  it('are sealed at start in their canonical form; one person in two forms is reported, not a failed start', async () => {
    const [a, b, c] = [await newMember(hall.db), await newMember(hall.db), await newMember(hall.db)];
    const [p, q] = [person(), person()];
    const [{ id: orderA }, { id: orderB }] = await hall.db.select({ id: orders.id }).from(orders).limit(2);
    const [slot] = await hall.db.select().from(visitSlots).limit(1);
    const round = await openRound(hall.db, 2);

    // What migration 0026 leaves of the rows it found: numbers in clear, placeholders for the hashes.
    await hall.db.update(members).set({ idCard: q.short }).where(eq(members.id, a.id));
    await hall.db.insert(buyers).values([
      { memberId: a.id, name: '旧甲', certType: '身份证', certNo: p.long, certHash: 'unsealed:901' },
      { memberId: a.id, name: '旧甲', certType: '身份证', certNo: p.short, certHash: 'unsealed:902' },
    ]);
    const [itemRow] = await hall.db
      .insert(orderItems)
      .values({ orderId: orderA, priceFen: 0, buyerName: '旧甲', buyerCertType: '身份证', buyerCertNo: p.short })
      .returning({ id: orderItems.id });
    const base = { roundId: round.id, performanceId: round.performanceId, buyerName: '旧甲', certType: '身份证' };
    const applied = await hall.db
      .insert(welfareApplications)
      .values([
        { ...base, memberId: b.id, applicationNo: `OLD-${round.id}-1`, certNo: p.long, certHash: 'unsealed:911' },
        { ...base, memberId: c.id, applicationNo: `OLD-${round.id}-2`, certNo: p.short, certHash: 'unsealed:912' },
      ])
      .returning({ id: welfareApplications.id });
    await hall.db.insert(realNameClaims).values([
      { performanceId: round.performanceId, certHash: `身份证:${p.long}`, orderId: orderA },
      { performanceId: round.performanceId, certHash: `身份证:${p.short}`, orderId: orderB },
    ]);
    const visitors = (certNo: string) => [{ name: '旧甲', child: false, certType: '身份证', certNo }];
    const [r1, r2] = await hall.db
      .insert(reservations)
      .values([
        { memberId: a.id, slotId: slot.id, visitors: visitors(p.long), status: 'booked' },
        { memberId: b.id, slotId: slot.id, visitors: visitors(p.short), status: 'booked' },
      ])
      .returning({ id: reservations.id });
    await hall.db.insert(visitClaims).values([
      { date: slot.date, certHash: p.long, reservationId: r1.id },
      { date: slot.date, certHash: p.short, reservationId: r2.id },
    ]);

    const collisions = await sealPlainPersonalData(hall.db);
    expect(collisions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ table: 'buyers', outcome: 'dropped' }),
        { table: 'welfare_applications', id: String(applied[1].id), sameAs: String(applied[0].id), outcome: 'kept apart' },
        expect.objectContaining({ table: 'real_name_claims', outcome: 'dropped' }),
        expect.objectContaining({ table: 'visit_claims', outcome: 'dropped' }),
      ]),
    );
    expect(collisions).toHaveLength(4);
    // Sealing again finds nothing left.
    expect(await sealPlainPersonalData(hall.db)).toEqual([]);

    const stored = await everyRow();
    expect(stored).not.toContain(p.long);
    expect(stored).not.toContain(p.short);
    expect(stored).not.toContain(q.short);
    const [member] = await hall.db.select({ idCard: members.idCard }).from(members).where(eq(members.id, a.id));
    expect(open(member.idCard!)).toBe(q.long);
    const kept = await hall.db.select().from(buyers).where(eq(buyers.memberId, a.id));
    expect(kept.map((k) => open(k.certNo))).toEqual([p.long]);
    const [item] = await hall.db.select({ no: orderItems.buyerCertNo }).from(orderItems).where(eq(orderItems.id, itemRow.id));
    expect(isSealed(item.no!) && open(item.no!)).toBe(p.long);
    const claims = await hall.db.select().from(visitClaims).where(eq(visitClaims.date, slot.date));
    expect(claims.filter((k) => k.reservationId === r1.id || k.reservationId === r2.id)).toHaveLength(1);
  });
});

describe('key rotation', () => {
  const key = () => randomBytes(32).toString('base64');
  afterAll(() => usePersonalDataKeys(DEV_PERSONAL_DATA_KEYS, DEV_PERSONAL_DATA_HASH_KEY));

  it('reseals every value under the new key; the old key can then leave, and the rules still hold', async () => {
    const { long, short } = person();
    const m = await newMember(hall.db);
    expect((await addBuyer(m, '身份证', long)).body.code).toBe(20000);
    const [slot] = await openSlots(hall.app, 1);
    const visit = (who: TestMember, certNo: string) =>
      call(hall.app, 'POST', '/api/reservation_order/create', {
        token: who.token,
        body: { slotId: slot.id, visitors: [adult('周明', certNo)], termsAccepted: true },
      });
    expect((await visit(m, long)).body.code).toBe(20000);
    const before = await sealedByKey(hall.db);
    expect(Object.keys(before)).toEqual(['dev']);

    const next = key();
    usePersonalDataKeys(`k2=${next},${DEV_PERSONAL_DATA_KEYS}`, DEV_PERSONAL_DATA_HASH_KEY);
    const { resealed } = await resealPersonalData(hall.db);
    expect(resealed).toBeGreaterThan(0);
    expect(await sealedByKey(hall.db)).toEqual({ k2: Object.values(before).reduce((a, b) => a + b, 0) });
    expect((await resealPersonalData(hall.db)).resealed).toBe(0);

    usePersonalDataKeys(`k2=${next}`, DEV_PERSONAL_DATA_HASH_KEY);
    const list = await call<{ certNo: string }[]>(hall.app, 'GET', '/api/member/buyer', { token: m.token });
    expect(list.body.data[0].certNo).toBe(`${long.slice(0, 2)}${'*'.repeat(14)}${long.slice(-2)}`);
    const again = await visit(await newMember(hall.db), short);
    expect(again.body.code).not.toBe(20000);
  });
});
