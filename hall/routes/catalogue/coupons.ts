// GET /api/member/coupon, GET /api/member/ticket_coupon, POST /api/member_code_promotion/send (§4 "Coupon action") → services/catalogue/coupons
// The member's coupons by state (unused | used | expired), those usable for tickets, and claiming one.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { id } from '@/lib/contract/common';
import { pageQuery } from '@/lib/contract/envelope';
import { requireMember } from '../../auth';
import { ok, parse } from '../../http';
import { claimCoupon, listMemberCoupons, ticketCoupons, toCouponView } from '../../services/catalogue/coupons';

const couponQuery = pageQuery.extend({ status: z.enum(['unused', 'used', 'expired']).catch('unused').default('unused') });
const claimBody = z.object({ codePromotionId: id });

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
}
