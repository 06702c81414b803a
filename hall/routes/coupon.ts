// GET /api/member/coupon (unused | used | expired), GET /api/member/ticket_coupon, POST /api/member_code_promotion/send
// (the coupon claim, §4 "Coupon action"), GET /api/member_code_promotion/event (coupons for one performance).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pageQuery } from '@/lib/contract/envelope';
import { requireMember } from '../auth';
import { ok, parse } from '../http';
import { claimCoupon, listMemberCoupons, ticketCoupons, toCouponView } from '../services/catalogue/coupons';
import { listCouponActivities } from '../services/catalogue/promotions';
import { localeOf } from '../http';

const couponQuery = pageQuery.extend({ status: z.enum(['unused', 'used', 'expired']).catch('unused').default('unused') });
const claimBody = z.object({ codePromotionId: z.coerce.number().int().positive().max(2_147_483_647) });
const eventQuery = z.object({ projectId: z.coerce.number().int().positive().max(2_147_483_647) });

export async function couponRoutes(app: FastifyInstance) {
  const db = app.database.db;

  app.get('/api/member/coupon', async (req) => {
    const memberId = requireMember(req);
    const { status, page, pageSize } = parse(couponQuery, req.query);
    return ok(await listMemberCoupons(db, memberId, status, page, pageSize));
  });

  app.get('/api/member/ticket_coupon', async (req) => {
    const memberId = requireMember(req);
    return ok((await ticketCoupons(db, memberId)).map((c) => toCouponView(c)));
  });

  app.post('/api/member_code_promotion/send', async (req) => {
    const memberId = requireMember(req);
    return ok(await claimCoupon(db, memberId, parse(claimBody, req.body).codePromotionId));
  });

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
