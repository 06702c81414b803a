// GET /api/project/user_coupon, the coupons the member holds that this performance accepts (shown on its
// detail page): a coupon for any performance and one naming this one, not one naming another, not a used or
// expired one, not a café coupon. Members only; an unknown or bad id is refused.
import { eq } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { CouponView } from '@/lib/contract/order';
import { codePromotions, memberCoupons } from '../../db/schema/index';
import { expectError } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';
import { call, newMember, type TestMember } from '../../test/members';
import { saleSession, type SaleSession } from '../../test/orders';

let hall: Hall;
let session: SaleSession;
beforeAll(async () => {
  hall = await startHall();
  session = await saleSession(hall.db);
});
afterAll(() => hall?.close());

const DAY = 86_400_000;
async function couponFor(m: TestMember, name: string, terms: Partial<typeof codePromotions.$inferInsert>) {
  const [row] = await hall.db
    .insert(codePromotions)
    .values({
      name,
      enName: name,
      showInfo: '',
      enShowInfo: '',
      couponType: 'performance',
      amountFen: 2000,
      minSpendFen: 0,
      total: 10,
      claimFrom: new Date(Date.now() - DAY),
      claimTo: new Date(Date.now() + DAY),
      ...terms,
    })
    .returning({ id: codePromotions.id });
  const claim = await call(hall.app, 'POST', '/api/member_code_promotion/send', { token: m.token, body: { codePromotionId: row.id } });
  expect(claim.body.code).toBe(20000);
  return claim.body.data.memberCouponId as number;
}

it('lists the member’s unused coupons this performance accepts, and no others', async () => {
  const m = await newMember(hall.db);
  await couponFor(m, '通用券', {});
  await couponFor(m, '本场券', { projectIds: [session.performanceId] });
  await couponFor(m, '他场券', { projectIds: [session.performanceId + 100_000] });
  await couponFor(m, '咖啡券', { couponType: 'cafe' });
  const used = await couponFor(m, '已用券', {});
  await hall.db.update(memberCoupons).set({ status: 'used' }).where(eq(memberCoupons.id, used));
  const expired = await couponFor(m, '过期券', {});
  await hall.db
    .update(memberCoupons)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(memberCoupons.id, expired));

  const res = await call<CouponView[]>(hall.app, 'GET', `/api/project/user_coupon?id=${session.performanceId}`, { token: m.token });
  expect(res.body.code).toBe(20000);
  expect(res.body.data.map((c) => c.name).sort()).toEqual(['本场券', '通用券'].sort());
  expect(res.body.data.every((c) => c.status === 'unused')).toBe(true);

  // Another member holds none of them.
  const other = await newMember(hall.db);
  expect((await call(hall.app, 'GET', `/api/project/user_coupon?id=${session.performanceId}`, { token: other.token })).body.data).toEqual(
    [],
  );
});

it('is for members; an unknown or malformed performance is refused', async () => {
  expect((await call(hall.app, 'GET', `/api/project/user_coupon?id=${session.performanceId}`)).status).toBe(401);
  const m = await newMember(hall.db);
  expectError(await call(hall.app, 'GET', '/api/project/user_coupon?id=99999999', { token: m.token }), Code.notFound, 404);
  expectError(await call(hall.app, 'GET', '/api/project/user_coupon?id=abc', { token: m.token }), Code.badRequest, 400);
  expectError(await call(hall.app, 'GET', '/api/project/user_coupon', { token: m.token }), Code.badRequest, 400);
});
