// The box office's visit calls (lib/contract/staff-visit-calls.ts, ours): the slots of a range of days, adding and
// changing one, closing or opening a day; group intentions and their answer → services/visits
import { staffVisitCalls as calls } from '@/lib/contract/staff-visit-calls';
import { actorOf } from '../../auth';
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import { decideGroupIntention, staffGroupIntentions } from '../../services/visits/groups';
import { addSlot, changeDay, changeSlot, staffSlots } from '../../services/visits/slot-editing';

// The public booking page reads the slots afresh on every visit (GET /api/reservation_slot, not cached): a change
// here shows there at once, with nothing to tell.
export async function visitEditingRoutes(app: HallApp) {
  const db = app.database.db;
  handle(app, calls.slots, async (req) => ok(await staffSlots(db, req.query.from, req.query.to)));
  handle(app, calls.addSlot, async (req) => ok(await addSlot(db, actorOf(req), req.body)));
  handle(app, calls.changeSlot, async (req) => ok(await changeSlot(db, actorOf(req), req.params.id, req.body)));
  handle(app, calls.changeDay, async (req) => ok(await changeDay(db, actorOf(req), req.params.date, req.body.closed)));
  handle(app, calls.groups, async (req) => ok(await staffGroupIntentions(db, req.query.status)));
  handle(app, calls.decideGroup, async (req) => ok(await decideGroupIntention(db, actorOf(req), req.params.id, req.body)));
}
