// GET /api/member/activity (§7 Membership): the member's sign-ups for the hall's activities (projects of category 1,
// §1 activeType 1), coming first by their time, or those already held, newest first. A sign-up is an order of the
// activity's session (free ones are issued at once), so its page is the order's.
import { z } from 'zod';
import { pageQuery } from './envelope';

export const memberActivityQuery = pageQuery.extend({ when: z.enum(['coming', 'past']).catch('coming').default('coming') });

/** One sign-up as GET /api/member/activity answers it. */
export const memberActivityView = z.object({
  orderId: z.number(),
  orderNo: z.string(),
  /** The order's state: unpaid sign-ups still await payment; issued ones hold their entry codes. */
  status: z.enum(['unpaid', 'paid', 'issued', 'completed']),
  projectId: z.number(),
  mainTitle: z.string(),
  enMainTitle: z.string(),
  sessionId: z.number(),
  startTime: z.string(),
  venueName: z.string(),
  enVenueName: z.string(),
  tickets: z.number(),
});
export type MemberActivityView = z.infer<typeof memberActivityView>;
