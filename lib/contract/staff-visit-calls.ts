// The box office's visit calls (ours): the guided-visit slots of the coming days (added, changed, a day closed or
// opened) and the hall's answer to group visit intentions.
import { z } from 'zod';
import { defineCall } from './call';
import { idParam } from './common';
import { groupIntentionView } from './visit';
import {
  groupDecisionPayload,
  groupIntentionsQuery,
  staffSlotsQuery,
  visitDayChange,
  visitDayParams,
  visitSlotChange,
  visitSlotPayload,
} from './visit-editing';

/** A slot as the box office edits it (visit-editing.ts's StaffVisitSlot). */
export const staffVisitSlot = z.object({
  id: z.number(),
  date: z.string(),
  startTime: z.string(),
  capacity: z.number(),
  booked: z.number(),
  priceFen: z.number(),
  closed: z.boolean(),
});

/** A group intention with its contact and decision (visit-editing.ts's StaffGroupIntention). */
export const staffGroupIntention = groupIntentionView.extend({
  phone: z.string(),
  email: z.string(),
  decidedAt: z.string().nullable(),
});

const boxOffice = { access: 'staff', roles: ['boxOffice'] } as const;

export const staffVisitCalls = {
  slots: defineCall({
    method: 'GET',
    path: '/api/staff/visit-slots',
    summary: 'The guided-visit slots of a range of days, closed ones too',
    ...boxOffice,
    query: staffSlotsQuery,
    answer: z.array(staffVisitSlot),
  }),
  addSlot: defineCall({
    method: 'POST',
    path: '/api/staff/visit-slots',
    summary: 'Adds a guided-visit slot',
    ...boxOffice,
    body: visitSlotPayload,
    answer: staffVisitSlot,
  }),
  changeSlot: defineCall({
    method: 'PUT',
    path: '/api/staff/visit-slots/:id',
    summary: 'Changes a slot’s places (never below booked) or opens or closes it',
    ...boxOffice,
    params: idParam,
    body: visitSlotChange,
    answer: staffVisitSlot,
  }),
  changeDay: defineCall({
    method: 'PUT',
    path: '/api/staff/visit-days/:date',
    summary: 'Closes a day of visits (all its slots) or opens it again',
    ...boxOffice,
    params: visitDayParams,
    body: visitDayChange,
    answer: z.array(staffVisitSlot),
  }),
  groups: defineCall({
    method: 'GET',
    path: '/api/staff/group-intentions',
    summary: 'Group visit intentions to answer, with their contact',
    ...boxOffice,
    query: groupIntentionsQuery,
    answer: z.array(staffGroupIntention),
  }),
  decideGroup: defineCall({
    method: 'PUT',
    path: '/api/staff/group-intentions/:id',
    summary: 'Answers a group intention: confirmed on a date and time, or rejected',
    ...boxOffice,
    params: idParam,
    body: groupDecisionPayload,
    answer: staffGroupIntention,
  }),
};
