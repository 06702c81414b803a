// GET /api/member/activity (§7 Membership): the member's sign-ups for the hall's activities (projects of category 1,
// §1 activeType 1), coming first by their time, or those already held, newest first. A sign-up is an order of the
// activity's session (free ones are issued at once), so its page is the order's.
import { z } from 'zod';
import { pageQuery } from './envelope';

export const memberActivityQuery = pageQuery.extend({ when: z.enum(['coming', 'past']).catch('coming').default('coming') });

export type MemberActivityView = {
  orderId: number;
  orderNo: string;
  /** The order's state: unpaid sign-ups still await payment; issued ones hold their entry codes. */
  status: 'unpaid' | 'paid' | 'issued' | 'completed';
  projectId: number;
  mainTitle: string;
  enMainTitle: string;
  sessionId: number;
  startTime: string;
  venueName: string;
  enVenueName: string;
  tickets: number;
};
