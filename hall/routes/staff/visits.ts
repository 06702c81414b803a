// GET/POST /api/staff/visit-slots, PUT /api/staff/visit-slots/:id, PUT /api/staff/visit-days/:date, GET
// /api/staff/group-intentions, PUT /api/staff/group-intentions/:id (ours, box office) → services/visits
import { idParam } from '@/lib/contract/common';
import {
  groupDecisionPayload,
  groupIntentionsQuery,
  staffSlotsQuery,
  visitDayChange,
  visitDayParams,
  visitSlotChange,
  visitSlotPayload,
} from '@/lib/contract/visit-editing';
import { actorOf } from '../../auth';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { decideGroupIntention, staffGroupIntentions } from '../../services/visits/groups';
import { addSlot, changeDay, changeSlot, staffSlots } from '../../services/visits/slot-editing';

// The public booking page reads the slots afresh on every visit (GET /api/reservation_slot, not cached): a change
// here shows there at once, with nothing to tell.
export async function visitEditingRoutes(app: HallApp) {
  const db = app.database.db;
  const boxOffice = { access: 'staff', roles: ['boxOffice'] } as const;

  app.get(
    '/api/staff/visit-slots',
    route({ summary: 'The guided-visit slots of a range of days, closed ones too', ...boxOffice, query: staffSlotsQuery }),
    async (req) => ok(await staffSlots(db, req.query.from, req.query.to)),
  );
  app.post('/api/staff/visit-slots', route({ summary: 'Adds a guided-visit slot', ...boxOffice, body: visitSlotPayload }), async (req) =>
    ok(await addSlot(db, actorOf(req), req.body)),
  );
  app.put(
    '/api/staff/visit-slots/:id',
    route({
      summary: 'Changes a slot’s places (never below booked) or opens or closes it',
      ...boxOffice,
      params: idParam,
      body: visitSlotChange,
    }),
    async (req) => ok(await changeSlot(db, actorOf(req), req.params.id, req.body)),
  );
  app.put(
    '/api/staff/visit-days/:date',
    route({
      summary: 'Closes a day of visits (all its slots) or opens it again',
      ...boxOffice,
      params: visitDayParams,
      body: visitDayChange,
    }),
    async (req) => ok(await changeDay(db, actorOf(req), req.params.date, req.body.closed)),
  );
  app.get(
    '/api/staff/group-intentions',
    route({ summary: 'Group visit intentions to answer, with their contact', ...boxOffice, query: groupIntentionsQuery }),
    async (req) => ok(await staffGroupIntentions(db, req.query.status)),
  );
  app.put(
    '/api/staff/group-intentions/:id',
    route({
      summary: 'Answers a group intention: confirmed on a date and time, or rejected',
      ...boxOffice,
      params: idParam,
      body: groupDecisionPayload,
    }),
    async (req) => ok(await decideGroupIntention(db, actorOf(req), req.params.id, req.body)),
  );
}
