import type { DbOrTx } from '../../db/client';
import { enforce, LIMITS } from './rate-limit';
import { consumeTicket } from './slide';

/**
 * What every login passes first, member or venue rental: a per-address limit (counted even without a puzzle,
 * so a flood costs the flooder), a solved slide puzzle, then a per-phone limit.
 */
export async function guardLogin(db: DbOrTx, attempt: { address: string; phone: string; kind: 'member' | 'enterprise'; ticket?: string }) {
  await enforce(db, LIMITS.loginPerAddress, attempt.address);
  await consumeTicket(db, attempt.ticket);
  await enforce(db, LIMITS.loginPerPhone, `${attempt.kind}:${attempt.phone}`);
}
