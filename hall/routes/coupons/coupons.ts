// GET /api/member/coupon, GET /api/member/ticket_coupon, GET /api/project/user_coupon, POST /api/member_code_promotion/send (§4 "Coupon action") → services/coupons/read
// The member's coupons by state (unused | used | expired), those usable for tickets, and claiming one.
import { couponCalls } from '@/lib/contract/coupon-calls';
import { requireMember } from '../../auth';
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import { claimCoupon, listMemberCoupons, performanceCoupons, ticketCoupons, toCouponView } from '../../services/coupons/read';

export async function couponRoutes(app: HallApp) {
  const db = app.database.db;

  handle(app, couponCalls.mine, async (req) => {
    const { status, page, pageSize } = req.query;
    return ok(await listMemberCoupons(db, requireMember(req), status, page, pageSize));
  });
  handle(app, couponCalls.mineForTickets, async (req) => ok((await ticketCoupons(db, requireMember(req))).map((c) => toCouponView(c))));
  handle(app, couponCalls.mineForPerformance, async (req) => ok(await performanceCoupons(db, requireMember(req), req.query.id)));
  handle(app, couponCalls.claim, async (req) => ok(await claimCoupon(db, requireMember(req), req.body.codePromotionId)));
}
