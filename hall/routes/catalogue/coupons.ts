// GET /api/member/coupon, GET /api/member/ticket_coupon, GET /api/project/user_coupon, POST /api/member_code_promotion/send (§4 "Coupon action") → services/catalogue/coupons
// The member's coupons by state (unused | used | expired), those usable for tickets, and claiming one.
import { z } from 'zod';
import { id, idQuery } from '@/lib/contract/common';
import { pageQuery } from '@/lib/contract/envelope';
import { requireMember } from '../../auth';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { claimCoupon, listMemberCoupons, projectCoupons, ticketCoupons, toCouponView } from '../../services/catalogue/coupons';

const couponQuery = pageQuery.extend({ status: z.enum(['unused', 'used', 'expired']).catch('unused').default('unused') });
const claimBody = z.object({ codePromotionId: id });

export async function couponRoutes(app: HallApp) {
  const db = app.database.db;

  app.get(
    '/api/member/coupon',
    route({ summary: 'The member’s coupons in one state, a page', access: 'member', query: couponQuery }),
    async (req) => {
      const memberId = requireMember(req);
      const { status, page, pageSize } = req.query;
      return ok(await listMemberCoupons(db, memberId, status, page, pageSize));
    },
  );

  app.get('/api/member/ticket_coupon', route({ summary: 'The member’s coupons usable for tickets now', access: 'member' }), async (req) => {
    const memberId = requireMember(req);
    return ok((await ticketCoupons(db, memberId)).map((c) => toCouponView(c)));
  });

  app.get(
    '/api/project/user_coupon',
    route({ summary: 'The member’s coupons this performance accepts', access: 'member', query: idQuery }),
    async (req) => ok(await projectCoupons(db, requireMember(req), req.query.id)),
  );

  app.post(
    '/api/member_code_promotion/send',
    route({ summary: 'Claims a coupon of an activity', access: 'member', body: claimBody }),
    async (req) => {
      const memberId = requireMember(req);
      return ok(await claimCoupon(db, memberId, req.body.codePromotionId));
    },
  );
}
