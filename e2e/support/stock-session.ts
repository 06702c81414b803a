// A session of its own for a journey that must sell a class out: a copy of a seeded performance, published by a
// staff member through the hall API, with one session without a seat map and one class of a few tickets.
import type { StaffCall } from '../../bench/staff-session';
import { staffPublishingCalls } from '@/lib/contract/staff-publishing-calls';

export type StockSession = { performanceId: number; sessionId: number; ticketClassId: number; title: string; enTitle: string };

export async function stockSession(staff: StaffCall, { stock, title, enTitle }: { stock: number; title: string; enTitle: string }) {
  const { list } = await staff(staffPublishingCalls.performances, { query: {} });
  const [first] = list;
  const { id: _id, sessions: _s, ...model } = await staff(staffPublishingCalls.performance, { params: { id: first.id } });
  const performance = await staff(staffPublishingCalls.createPerformance, {
    body: { ...model, mainTitle: title, enMainTitle: enTitle, saleStartAt: new Date(Date.now() - 3_600_000).toISOString(), visible: true },
  });
  const start = new Date(Date.now() + 30 * 86_400_000);
  start.setUTCHours(11, 30, 0, 0);
  const session = await staff(staffPublishingCalls.createSession, {
    params: { id: performance.id },
    body: {
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
      hallId: model.hallId,
      hasSeatMap: false,
      limitPerOrder: 4,
      limitPerMember: 6,
      saleState: 'on_sale',
      saleEndAt: null,
    },
  });
  const ticketClass = await staff(staffPublishingCalls.createTicketClass, {
    params: { id: session.id },
    body: {
      name: '池座',
      enName: 'Stalls',
      priceFen: 18_000,
      color: '#9B1C31',
      pointOnly: false,
      pointPrice: null,
      limitPerMember: null,
      stock,
    },
  });
  return { performanceId: performance.id, sessionId: session.id, ticketClassId: ticketClass.id, title, enTitle } satisfies StockSession;
}
