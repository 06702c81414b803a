// Helpers of the staff console's tests: accounts made through the service (as the command line makes them),
// signed in through the hall API with a real enrolment, and calls with the staff session's header.
import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '@/lib/contract/staff';
import type { Db } from '../db/client';
import { createStaff } from '../services/staff/accounts';
import { codeAt } from '../services/staff/totp';
import { anyAddress } from './accounts';
import type { Answer } from './harness';
import type { Method } from './members';

export const STAFF_PASSWORD = 'Console2026';

let next = 0;
export const freshUsername = (prefix = 'staff') => `${prefix}${process.pid % 1000}x${next++}`;

export async function staffCall<T = any>(
  app: FastifyInstance,
  method: Method,
  url: string,
  { token, body }: { token?: string; body?: object } = {},
): Promise<Answer<T>> {
  // Each call from its own address: the sign-in's per-address limit is for crowds, not for a test's many sign-ins.
  const headers = { 'x-forwarded-for': anyAddress(), ...(token ? { staff_token: token } : {}) };
  const res = await app.inject({ method, url, payload: body, headers });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

export type TestStaff = { id: number; username: string; token: string; secret: string };

/** A staff member with these roles, enrolled and signed in: the first sign-in's QR secret confirmed by its code. */
export async function newStaff(app: FastifyInstance, db: Db, roles: StaffRole[]): Promise<TestStaff> {
  const username = freshUsername(roles[0]?.toLowerCase().slice(0, 6));
  const created = await createStaff(
    db,
    { staffId: null, username: 'cli' },
    { username, name: `测试 ${username}`, roles, password: STAFF_PASSWORD },
  );
  const enrol = await staffCall(app, 'POST', '/api/staff/login', { body: { username, password: STAFF_PASSWORD } });
  if (enrol.body.data?.step !== 'enrol') throw new Error(`no enrolment: ${JSON.stringify(enrol.body)}`);
  const { ticket, secret } = enrol.body.data;
  const done = await staffCall(app, 'POST', '/api/staff/totp/confirm', { body: { ticket, code: codeAt(secret) } });
  if (done.body.data?.step !== 'done') throw new Error(`enrolment not confirmed: ${JSON.stringify(done.body)}`);
  return { id: created.id, username, token: done.body.data.token, secret };
}

/**
 * The code of the next time step: the enrolment spent the current one, and the hall API accepts a neighbouring
 * step (clocks a little apart). A third sign-in within the same 30 s needs `totpLastStep` cleared first.
 */
export const nextCode = (secret: string) => codeAt(secret, Date.now() + 30_000);
