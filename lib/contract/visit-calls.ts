import { z } from 'zod';
import { defineCall } from './call';
import { idQuery } from './common';
import { pageQuery } from './envelope';
import { orderCreated } from './order';
import {
  groupIntentionView,
  reservationCreate,
  reservationIdBody,
  reservationOrders,
  reservationView,
  slotQuery,
  teamCreate,
  visitSlotView,
} from './visit';

// Visits (§7 Reservation): the slots, a personal booking (an order of kind 'visit', paid like tickets), a group's
// intention, and the member's bookings.

const member = { access: 'member' } as const;

export const visitCalls = {
  slots: defineCall({
    method: 'GET',
    path: '/api/reservation_slot',
    summary: 'The visit slots of a date range, with places left',
    access: 'public',
    query: slotQuery,
    answer: z.array(visitSlotView),
  }),
  book: defineCall({
    method: 'POST',
    path: '/api/reservation_order/create',
    summary: 'Books a personal visit (an order paid like tickets)',
    ...member,
    body: reservationCreate,
    answer: orderCreated,
  }),
  groupIntention: defineCall({
    method: 'POST',
    path: '/api/reservation_order/teamCreate',
    summary: 'Submits a group visit intention',
    ...member,
    body: teamCreate,
    answer: groupIntentionView,
  }),
  cancel: defineCall({
    method: 'PUT',
    path: '/api/reservation_order/cancel',
    summary: 'Cancels a visit booking',
    ...member,
    body: reservationIdBody,
    answer: reservationView,
  }),
  mine: defineCall({
    method: 'GET',
    path: '/api/reservation_order',
    summary: 'The member’s visit bookings and group intentions',
    ...member,
    query: pageQuery,
    answer: reservationOrders,
  }),
  detail: defineCall({
    method: 'GET',
    path: '/api/reservation_order/detail',
    summary: 'One visit booking',
    ...member,
    query: idQuery,
    answer: reservationView,
  }),
};
