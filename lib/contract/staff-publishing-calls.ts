import { z } from 'zod';
import { defineCall } from './call';
import { idParam } from './common';
import { paged } from './envelope';
import {
  performancePayload,
  seatAssignmentPayload,
  seatAssignmentResult,
  sessionPayload,
  staffPerformance,
  staffPerformanceListItem,
  staffPerformanceQuery,
  staffSeatMap,
  ticketClassPayload,
} from './publishing';

const content = { access: 'staff', roles: ['content'] } as const;
/** What a write answers: the record it made or changed. */
const written = z.object({ id: z.number() });

/** The console's publishing calls (ours): performances, their sessions, ticket classes and the seats each class sells. */
export const staffPublishingCalls = {
  performances: defineCall({
    method: 'GET',
    path: '/api/staff/performances',
    summary: 'Performances and activities, drafts included, by title',
    ...content,
    query: staffPerformanceQuery,
    answer: paged(staffPerformanceListItem),
  }),
  performance: defineCall({
    method: 'GET',
    path: '/api/staff/performances/:id',
    summary: 'One performance with every field, its sessions, classes and sales',
    ...content,
    params: idParam,
    answer: staffPerformance,
  }),
  createPerformance: defineCall({
    method: 'POST',
    path: '/api/staff/performances',
    summary: 'Creates a performance or activity (a draft until `visible`)',
    ...content,
    body: performancePayload,
    answer: written,
  }),
  updatePerformance: defineCall({
    method: 'PUT',
    path: '/api/staff/performances/:id',
    summary: 'Changes a performance: every field the public pages show, and whether it is published',
    ...content,
    params: idParam,
    body: performancePayload,
    answer: written,
  }),
  createSession: defineCall({
    method: 'POST',
    path: '/api/staff/performances/:id/sessions',
    summary: 'Adds a session to a performance',
    ...content,
    params: idParam,
    body: sessionPayload,
    answer: written,
  }),
  updateSession: defineCall({
    method: 'PUT',
    path: '/api/staff/sessions/:id',
    summary: 'Changes a session: times, hall, limits, sale state and window',
    ...content,
    params: idParam,
    body: sessionPayload,
    answer: written,
  }),
  seats: defineCall({
    method: 'GET',
    path: '/api/staff/sessions/:id/seats',
    summary: 'Every seat of the session’s hall, with its class and state in the session',
    ...content,
    params: idParam,
    answer: staffSeatMap,
  }),
  assignSeats: defineCall({
    method: 'PUT',
    path: '/api/staff/sessions/:id/seats',
    summary: 'Gives the seats of an area’s rows to a class, or takes them off sale',
    ...content,
    params: idParam,
    body: seatAssignmentPayload,
    answer: seatAssignmentResult,
  }),
  createTicketClass: defineCall({
    method: 'POST',
    path: '/api/staff/sessions/:id/ticket-classes',
    summary: 'Adds a ticket class (price tier) to a session',
    ...content,
    params: idParam,
    body: ticketClassPayload,
    answer: written,
  }),
  updateTicketClass: defineCall({
    method: 'PUT',
    path: '/api/staff/ticket-classes/:id',
    summary: 'Changes a ticket class; orders keep the price they were placed at',
    ...content,
    params: idParam,
    body: ticketClassPayload,
    answer: written,
  }),
  deleteTicketClass: defineCall({
    method: 'DELETE',
    path: '/api/staff/ticket-classes/:id',
    summary: 'Deletes a ticket class that has no seats and no orders',
    ...content,
    params: idParam,
    answer: written,
  }),
};
