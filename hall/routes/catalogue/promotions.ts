// GET /api/code_promotion_activity, GET /api/member_code_promotion/event (§7 Content, §4 "Coupon action") → services/catalogue/promotions
// The coupon activities, and those that apply to one performance.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { id } from '@/lib/contract/common';
import { localeOf, ok, parse } from '../../http';
import { listCouponActivities } from '../../services/catalogue/promotions';

const eventQuery = z.object({ projectId: id });

export async function promotionRoutes(app: FastifyInstance) {
  const db = app.database.db;

  app.get('/api/code_promotion_activity', async (req) => ok(await listCouponActivities(db, req.memberId ?? null, localeOf(req))));

  /** The coupon activities that apply to one performance (an empty project list applies to all). */
  app.get('/api/member_code_promotion/event', async (req) => {
    const { projectId } = parse(eventQuery, req.query);
    const all = await listCouponActivities(db, req.loginType === 1000 ? req.memberId : null, localeOf(req));
    return ok({
      ...all,
      memberCodePromotionActivityDTOS: all.memberCodePromotionActivityDTOS.filter(
        (a) => a.couponType === 'performance' && (a.projectIds.length === 0 || a.projectIds.includes(projectId)),
      ),
    });
  });
}
