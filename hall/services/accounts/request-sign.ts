import type { FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { Code, SubCode } from '@/lib/contract/codes';
import { signOf, type Signed } from '@/lib/sign';
import { HallError } from '../../errors';

/**
 * §5: the BFF signs login, register and personal info with the shared secret. The check runs on the body as
 * it arrived, so whatever the BFF signed is what is compared, before any trimming.
 */
export function assertSigned(kind: Signed, body: unknown, secret: string): void {
  const payload = (body ?? {}) as Record<string, unknown>;
  const given = Buffer.from(typeof payload.sign === 'string' ? payload.sign : '', 'utf8');
  const expected = Buffer.from(signOf(kind, payload, secret), 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new HallError('badSign', Code.badRequest, SubCode.badSign);
  }
}

/** As a route's preValidation hook: the body as it arrived is what the BFF signed, so the check precedes validation. */
export const signedBody = (kind: Signed, secret: string) => async (request: FastifyRequest) => assertSigned(kind, request.body, secret);
