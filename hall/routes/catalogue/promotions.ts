// GET /api/code_promotion_activity, GET /api/member_code_promotion/event (§7 Content, §4 "Coupon action") → services/catalogue/promotions
// The coupon activities, and those that apply to one performance.
import { z } from 'zod';
import { id } from '@/lib/contract/common';
import { localeOf, ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { listCouponActivities } from '../../services/catalogue/promotions';

const eventQuery = z.object({ projectId: id });

export async function promotionRoutes(app: HallApp) {
  const db = app.database.db;

  app.get(
    '/api/code_promotion_activity',
    route({ summary: 'The coupon activities (with the member’s claims when logged in)' }),
    async (req) => ok(await listCouponActivities(db, req.memberId ?? null, localeOf(req))),
  );

  /** The coupon activities that apply to one performance (an empty project list applies to all). */
  app.get(
    '/api/member_code_promotion/event',
    route({ summary: 'The coupon activities that apply to one performance', query: eventQuery }),
    async (req) => {
      const { projectId } = req.query;
      const all = await listCouponActivities(db, req.loginType === 1000 ? req.memberId : null, localeOf(req));
      return ok({
        ...all,
        memberCodePromotionActivityDTOS: all.memberCodePromotionActivityDTOS.filter(
          (a) => a.couponType === 'performance' && (a.projectIds.length === 0 || a.projectIds.includes(projectId)),
        ),
      });
    },
  );
}
