// The member's copy of their data (PIPL art. 45): one JSON file of everything the hall keeps of theirs,
// identity numbers in full, named with the hall's date, and nothing of any other member.
import { asc } from 'drizzle-orm';
import type { PersonalDataFile } from '@/lib/contract/data-rights';
import { PERSONAL_DATA_FORMAT } from '@/lib/contract/data-rights';
import { codePromotions, feedback, memberCoupons, stationLetters } from '../../db/schema';
import { hallDate } from '../../platform/time';
import { memberWithData } from '../../test/data-rights';
import { startHall, type Hall } from '../../test/harness';
import { expectMemberOnly, newMember } from '../../test/members';
import { applyAs, openRound } from '../../test/welfare';

let hall: Hall;
beforeAll(async () => {
  hall = await startHall();
});
afterAll(() => hall?.close());

async function download(token: string) {
  const res = await hall.app.inject({ method: 'GET', url: '/api/member/personal_data', headers: { access_token: token } });
  expect(res.statusCode).toBe(200);
  return { headers: res.headers, text: res.body, file: res.json() as PersonalDataFile };
}

describe('GET /api/member/personal_data', () => {
  it('is for logged-in members only', async () => {
    await expectMemberOnly(hall.app, hall.db, 'GET', '/api/member/personal_data');
  });

  it('is one JSON file named with the hall’s date, of the member’s profile, buyers, addresses, orders, visits and the rest', async () => {
    const mine = await memberWithData(hall.app, hall.db);
    const { m } = mine;
    const round = await openRound(hall.db, 3);
    expect((await applyAs(hall.app, { ...m, buyerId: mine.buyerId }, round.id)).body.code).toBe(20000);
    const [promotion] = await hall.db.select({ id: codePromotions.id }).from(codePromotions).orderBy(asc(codePromotions.id)).limit(1);
    await hall.db
      .insert(memberCoupons)
      .values({ memberId: m.id, codePromotionId: promotion.id, expiresAt: new Date(Date.now() + 86_400_000) });
    await hall.db.insert(stationLetters).values({ memberId: m.id, title: '欢迎', body: '欢迎加入' });
    await hall.db
      .insert(feedback)
      .values({ memberId: m.id, topic: 'website', text: '网站很好用，谢谢', contact: m.phone, locale: 'zh-CN' });
    // Someone else, with data of their own, that must not appear in the first member's file.
    const other = await memberWithData(hall.app, hall.db);

    const { headers, text, file } = await download(m.token);
    expect(headers['content-type']).toMatch(/^application\/json/);
    expect(headers['content-disposition']).toBe(`attachment; filename="personal-data-${hallDate()}.json"`);
    expect(file).toMatchObject({ format: PERSONAL_DATA_FORMAT, version: 1 });

    // Identity numbers are the member's own: in full, wherever they are.
    expect(file.profile).toMatchObject({ phone: m.phone, name: '陈晓', idCard: mine.idCard, email: `m${m.id}@example.com` });
    expect(file.buyers).toEqual([expect.objectContaining({ name: '王芳', certType: '身份证', certNo: mine.buyerCert })]);
    expect(file.addresses).toEqual([expect.objectContaining(mine.address)]);

    const ticket = file.orders.find((o) => o.id === mine.ticket.orderId)!;
    expect(ticket).toMatchObject({ kind: 'performance', status: 'issued', orderNo: mine.ticket.orderNo });
    expect(ticket.items).toEqual([expect.objectContaining({ buyerName: '王芳', buyerCertType: '身份证', buyerCertNo: mine.buyerCert })]);
    expect(ticket.payments).toEqual([expect.objectContaining({ provider: 'alipay', amountFen: ticket.payFen })]);
    expect(ticket.refunds).toEqual([]);
    expect(new Set(file.orders.map((o) => o.id))).toEqual(new Set([mine.ticket.orderId, mine.visitOrderId]));

    expect(file.visits.bookings).toHaveLength(1);
    expect(file.visits.bookings[0].visitors).toEqual([
      expect.objectContaining({ name: '陈晓', child: false, certType: '身份证', certNo: mine.visitorCert }),
      expect.objectContaining({ name: '陈小宝', child: true, certNo: null }),
    ]);
    expect(file.welfareApplications).toEqual([expect.objectContaining({ buyerName: '王芳', certNo: mine.buyerCert, status: 'applied' })]);
    // Paying the ticket earned points; the ledger is the member's history of them.
    expect(file.pointsLog.length).toBeGreaterThan(0);
    expect(file.pointsLog.at(-1)!.balanceAfter).toBe(file.profile.pointsBalance);
    expect(file.coupons).toEqual([expect.objectContaining({ status: 'unused' })]);
    expect(file.stationLetters.map((l) => l.title)).toContain('欢迎');
    expect(file.feedback).toEqual([expect.objectContaining({ text: '网站很好用，谢谢', contact: m.phone })]);

    // Nothing of the other member: not their phone, their numbers, their address or their orders.
    for (const theirs of [other.m.phone, other.idCard, other.buyerCert, other.visitorCert, other.address.address, other.ticket.orderNo]) {
      expect(text).not.toContain(theirs);
    }
    expect(JSON.stringify((await download(other.m.token)).file)).not.toContain(m.phone);
  });

  it('is a file of a member who has nothing yet but a phone', async () => {
    const m = await newMember(hall.db);
    const { file } = await download(m.token);
    expect(file.profile).toMatchObject({ phone: m.phone, name: null, idCard: null });
    for (const list of [
      file.buyers,
      file.addresses,
      file.orders,
      file.visits.bookings,
      file.pointsLog,
      file.coupons,
      file.stationLetters,
    ]) {
      expect(list).toEqual([]);
    }
  });
});
