// GET/POST /api/staff/coupon-activities, PUT /:id; GET/POST /api/staff/discount-codes, PUT /:code (ours, content)
// → services/publishing/coupons
import { TAGS } from '@/lib/contract/cache-tags';
import { idParam } from '@/lib/contract/common';
import { couponActivityPayload, discountCodePayload, discountCodeParam } from '@/lib/contract/coupon-editing';
import { actorOf } from '../../auth';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import {
  createCouponActivity,
  createDiscountCode,
  listCouponActivities,
  listDiscountCodes,
  updateCouponActivity,
  updateDiscountCode,
} from '../../services/publishing/coupons';

export async function couponEditingRoutes(app: HallApp) {
  const db = app.database.db;
  const content = { access: 'staff', roles: ['content'] } as const;

  app.get('/api/staff/coupon-activities', route({ summary: 'Every coupon activity with what was claimed', ...content }), async () =>
    ok(await listCouponActivities(db)),
  );
  app.post(
    '/api/staff/coupon-activities',
    route({ summary: 'Creates a coupon activity', ...content, body: couponActivityPayload }),
    async (req) => {
      const created = await createCouponActivity(db, actorOf(req), req.body);
      // The coupon centre and a performance's coupons are cached pages.
      void app.siteCache.changed([TAGS.content]);
      return ok(created);
    },
  );
  app.put(
    '/api/staff/coupon-activities/:id',
    route({
      summary: 'Changes a coupon activity (its total never below what was claimed)',
      ...content,
      params: idParam,
      body: couponActivityPayload,
    }),
    async (req) => {
      const changed = await updateCouponActivity(db, actorOf(req), req.params.id, req.body);
      void app.siteCache.changed([TAGS.content]);
      return ok(changed);
    },
  );

  app.get('/api/staff/discount-codes', route({ summary: 'Every discount code with its uses', ...content }), async () =>
    ok(await listDiscountCodes(db)),
  );
  app.post('/api/staff/discount-codes', route({ summary: 'Creates a discount code', ...content, body: discountCodePayload }), async (req) =>
    ok(await createDiscountCode(db, actorOf(req), req.body)),
  );
  app.put(
    '/api/staff/discount-codes/:code',
    route({
      summary: 'Changes a discount code’s amount, uses and end (its uses never below those made)',
      ...content,
      params: discountCodeParam,
      body: discountCodePayload,
    }),
    async (req) => ok(await updateDiscountCode(db, actorOf(req), req.params.code, req.body)),
  );
}
