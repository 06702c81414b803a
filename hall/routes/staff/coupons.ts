// The console's coupon calls (lib/contract/staff-coupon-calls.ts, ours): coupon activities and discount codes
// → services/coupons/edit
import { TAGS } from '@/lib/contract/cache-tags';
import { staffCouponCalls as calls } from '@/lib/contract/staff-coupon-calls';
import { actorOf } from '../../auth';
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import {
  createCouponActivity,
  createDiscountCode,
  listCouponActivities,
  listDiscountCodes,
  updateCouponActivity,
  updateDiscountCode,
} from '../../services/coupons/edit';

export async function couponEditingRoutes(app: HallApp) {
  const db = app.database.db;

  handle(app, calls.activities, async () => ok(await listCouponActivities(db)));
  handle(app, calls.createActivity, async (req) => {
    const created = await createCouponActivity(db, actorOf(req), req.body);
    // The coupon centre and a performance's coupons are cached pages.
    void app.siteCache.changed([TAGS.content]);
    return ok(created);
  });
  handle(app, calls.updateActivity, async (req) => {
    const changed = await updateCouponActivity(db, actorOf(req), req.params.id, req.body);
    void app.siteCache.changed([TAGS.content]);
    return ok(changed);
  });

  handle(app, calls.codes, async () => ok(await listDiscountCodes(db)));
  handle(app, calls.createCode, async (req) => ok(await createDiscountCode(db, actorOf(req), req.body)));
  handle(app, calls.updateCode, async (req) => ok(await updateDiscountCode(db, actorOf(req), req.params.code, req.body)));
}
