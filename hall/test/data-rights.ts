// A member with something of everything, made through the calls a member makes (profile, a regular purchaser, an
// address, a real-name ticket paid at the sandbox cashier, a visit booking), for the tests of the member's rights
// over their data: what the download holds and what closing erases.
import type { FastifyInstance } from 'fastify';
import { parseIdCard } from '@/lib/validation';
import { DEV_SIGN_SECRET, signOf } from '@/lib/sign';
import type { Db } from '../db/client';
import { hashPassword } from '../platform/password';
import { call, newMember, type TestMember } from './members';
import { freeSeats, saleSession } from './orders';
import { openSandboxTrade, payAtCashier } from './refunds';
import { adult, child, idNumber, openSlots } from './visits';

export const PASSWORD = 'Concert2026';

async function ok<T = any>(pending: Promise<{ body: { code: number; data: T } }>, what: string): Promise<T> {
  const res = await pending;
  if (res.body.code !== 20000) throw new Error(`${what}: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/**
 * A ticket order in a session to come: a real-name one of the member's buyer, or (buyerId null) one of a performance
 * without names; paid (issued) unless `paid` is false.
 */
export async function ticketOrder(app: FastifyInstance, db: Db, m: TestMember, buyerId: number | null, { paid = true } = {}) {
  const { sessionId } = await saleSession(db, { realName: buyerId !== null });
  const [seat] = await freeSeats(db, sessionId, 1);
  const named = buyerId === null ? {} : { buyerIds: [buyerId] };
  const placed = await ok<{ orderId: number; orderNo: string }>(
    call(app, 'POST', '/api/order', { token: m.token, body: { lines: { sessionId, seatIds: [seat.id] }, ...named } }),
    'ticket order',
  );
  if (paid) {
    const res = await payAtCashier(app, await openSandboxTrade(app, m, placed.orderId, '/api/pay/ali'));
    if (res.statusCode !== 303) throw new Error(`ticket not paid: ${res.statusCode}`);
  }
  return { ...placed, sessionId };
}

/** A member with a password, a complete profile, a buyer, an address, a paid real-name ticket and an unpaid visit booking. */
export async function memberWithData(app: FastifyInstance, db: Db) {
  const m = await newMember(db, { passwordHash: await hashPassword(PASSWORD) });
  const idCard = idNumber();
  const facts = parseIdCard(idCard)!;
  const info = { name: '陈晓', idCard, sex: facts.sex, birthday: facts.birthday, email: `m${m.id}@example.com`, connectTel: '13912345678' };
  await ok(
    call(app, 'POST', '/api/member/perfect_info', {
      token: m.token,
      body: { ...info, sign: signOf('perfectInfo', info, DEV_SIGN_SECRET) },
    }),
    'profile',
  );
  const buyerCert = idNumber();
  const buyer = await ok<{ id: number }>(
    call(app, 'POST', '/api/member/buyer', { token: m.token, body: { name: '王芳', certType: '身份证', certNo: buyerCert } }),
    'buyer',
  );
  const address = {
    name: '陈晓',
    phone: '13700001111',
    province: '上海市',
    city: '上海市',
    county: '黄浦区',
    address: `延安东路 ${m.id} 号`,
  };
  await ok(call(app, 'POST', '/api/member/receiver', { token: m.token, body: address }), 'address');
  const ticket = await ticketOrder(app, db, m, buyer.id);
  const visitorCert = idNumber();
  const [slot] = await openSlots(app, 2);
  const visit = await ok<{ orderId: number }>(
    call(app, 'POST', '/api/reservation_order/create', {
      token: m.token,
      body: { slotId: slot.id, visitors: [adult('陈晓', visitorCert), child('陈小宝')], termsAccepted: true },
    }),
    'visit booking',
  );
  return { m, idCard, buyerId: buyer.id, buyerCert, address, ticket, visitOrderId: visit.orderId, visitorCert };
}
