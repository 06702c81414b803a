// Helpers of the waiting-room tests: a session of its own under a room, and a visitor's calls.
import type { FastifyInstance } from 'fastify';
import type { WaitingRoomSettings, WaitingRoomStanding } from '@/lib/contract/waiting-room';
import { stockSession } from './cancellation';
import type { Hall } from './harness';
import { call } from './members';
import { staffCall, type TestStaff } from './staff';

export const roomPath = (sessionId: number) => `/api/staff/sessions/${sessionId}/waiting_room`;

/** The box office sets a session's room; throws unless it is accepted. */
export async function setRoom(app: FastifyInstance, clerk: TestStaff, sessionId: number, settings: WaitingRoomSettings) {
  const res = await staffCall(app, 'PUT', roomPath(sessionId), { token: clerk.token, body: settings });
  if (res.body.code !== 20000) throw new Error(`room not set: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/**
 * A new session sold by stock (made by `editor`), with a room set by `clerk`: on, opening at `opensAt`, and the
 * given rate, room and stay (a generous default for each).
 */
export async function roomSession(
  hall: Hall,
  staff: { editor: TestStaff; clerk: TestStaff },
  opensAt: Date,
  settings: Partial<Omit<WaitingRoomSettings, 'opensAt'>> = {},
) {
  const { sessionId, ticketClassId } = await stockSession(hall.app, hall.db, staff.editor.token, 500);
  await setRoom(hall.app, staff.clerk, sessionId, {
    enabled: true,
    opensAt: opensAt.toISOString(),
    admitPerMinute: 600,
    maxActive: 1000,
    stayMinutes: 20,
    ...settings,
  });
  return { sessionId, ticketClassId };
}

export const joinRoom = (app: FastifyInstance, sessionId: number, token?: string) =>
  call<WaitingRoomStanding>(app, 'POST', '/api/waiting_room/join', { body: token === undefined ? { sessionId } : { sessionId, token } });

export const standingIn = (app: FastifyInstance, sessionId: number, token: string) =>
  call<WaitingRoomStanding>(app, 'GET', `/api/waiting_room/standing?sessionId=${sessionId}&token=${encodeURIComponent(token)}`);
