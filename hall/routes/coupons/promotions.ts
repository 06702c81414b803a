// GET /api/code_promotion_activity, GET /api/member_code_promotion/event (§7 Content, §4 "Coupon action") → services/coupons/promotions
// The coupon activities, and those that apply to one performance.
import { couponCalls } from '@/lib/contract/coupon-calls';
import { localeOf, ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import { listCouponActivities } from '../../services/coupons/promotions';

export async function promotionRoutes(app: HallApp) {
  const db = app.database.db;

  handle(app, couponCalls.activities, async (req) => ok(await listCouponActivities(db, req.memberId ?? null, localeOf(req))));

  /** The coupon activities that apply to one performance (an empty project list applies to all). */
  handle(app, couponCalls.forPerformance, async (req) => {
    const { projectId } = req.query;
    const all = await listCouponActivities(db, req.loginType === 1000 ? req.memberId : null, localeOf(req));
    return ok({
      ...all,
      memberCodePromotionActivityDTOS: all.memberCodePromotionActivityDTOS.filter(
        (a) => a.couponType === 'performance' && (a.projectIds.length === 0 || a.projectIds.includes(projectId)),
      ),
    });
  });
}
