// GET /api/member_card, /api/member/card_ticket, /api/member/js_ticket (§7 Membership) → services/packages/member-cards
// The member's cards; the cards that pay tickets of a session (card_ticket); and at the settlement ("js", 结算),
// what each card does for the tickets being bought (js_ticket). Spending a card is part of POST /api/order.
import { priceQuery } from '@/lib/contract/order';
import { sessionCardsQuery } from '@/lib/contract/package';
import { requireMember } from '../../auth';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { listMemberCards, sessionCards, settlementCards } from '../../services/packages/member-cards';
import { linesFromQuery } from '../../services/tickets/preview';

const settlementQuery = priceQuery.pick({ sessionId: true, seatIds: true, classes: true });

export async function memberCardRoutes(app: HallApp) {
  const db = app.database.db;

  app.get(
    '/api/member_card',
    route({ summary: 'The member’s package cards, with credits left and the tickets taken', access: 'member' }),
    async (req) => ok(await listMemberCards(db, requireMember(req))),
  );

  app.get(
    '/api/member/card_ticket',
    route({
      summary: 'The member’s cards that pay tickets of a session, and the classes they cover there',
      access: 'member',
      query: sessionCardsQuery,
    }),
    async (req) => ok(await sessionCards(db, requireMember(req), req.query.sessionId)),
  );

  app.get(
    '/api/member/js_ticket',
    route({
      summary: 'At the settlement: how many of these tickets each card pays, or why none',
      access: 'member',
      query: settlementQuery,
    }),
    async (req) => {
      const memberId = requireMember(req);
      const q = req.query;
      return ok(await settlementCards(db, memberId, linesFromQuery(q.sessionId, q.seatIds, q.classes)));
    },
  );
}
