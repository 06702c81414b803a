// A call of the contract made through the hall API as a browser's BFF would make it, its answer required to succeed
// and to read back unchanged through the call's own schema: no field the schema would drop, none it lacks. The test
// builds parse every answer, so this keeps them reading what the hall sends.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { callHref, type CallDescription, type CallInput, type HrefInput } from '@/lib/contract/call';
import type { Answer } from './harness';
import { call } from './members';
import { staffCall } from './staff';

/** The answer succeeded and its data is exactly what the call's schema describes. */
export function exactAnswer<C extends Pick<CallDescription, 'answer'>>(c: C, res: Answer): z.output<C['answer']> {
  expect([res.body.code, res.body.subMsg]).toEqual([20000, null]);
  expect(c.answer.parse(res.body.data)).toEqual(res.body.data);
  return res.body.data as z.output<C['answer']>;
}

const split = <C extends CallDescription>(c: C, input: CallInput<C>) => {
  const { body, ...address } = input as { body?: object };
  return { url: callHref(c, address as HrefInput<C>), body };
};

/** The call made by a staff member (the console's token). */
export async function exactAsStaff<C extends CallDescription>(app: FastifyInstance, token: string, c: C, input: CallInput<C>) {
  const { url, body } = split(c, input);
  return exactAnswer(c, await staffCall(app, c.method, url, { token, body }));
}

/** The call made by a member or a renter (their access token). */
export async function exactAsAccount<C extends CallDescription>(app: FastifyInstance, token: string, c: C, input: CallInput<C>) {
  const { url, body } = split(c, input);
  return exactAnswer(c, await call(app, c.method, url, { token, body }));
}
