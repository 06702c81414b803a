// GET /api/member_card, /api/member/card_ticket, /api/member/js_ticket (§7 Membership) → services/packages/member-cards
// The member's cards; the cards that pay tickets of a session (card_ticket); and at the settlement ("js", 结算),
// what each card does for the tickets being bought (js_ticket). Spending a card is part of POST /api/order.
import { memberCardCalls as calls } from '@/lib/contract/package';
import { requireMember } from '../../auth';
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import { listMemberCards, sessionCards, settlementCards } from '../../services/packages/member-cards';
import { linesFromQuery } from '../../services/tickets/preview';

export async function memberCardRoutes(app: HallApp) {
  const db = app.database.db;

  handle(app, calls.mine, async (req) => ok(await listMemberCards(db, requireMember(req))));
  handle(app, calls.forSession, async (req) => ok(await sessionCards(db, requireMember(req), req.query.sessionId)));
  handle(app, calls.atSettlement, async (req) => {
    const memberId = requireMember(req);
    const q = req.query;
    return ok(await settlementCards(db, memberId, linesFromQuery(q.sessionId, q.seatIds, q.classes)));
  });
}
