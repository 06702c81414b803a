import { randomBytes } from 'node:crypto';
import type { WelfareRoundPayload } from '@/lib/contract/welfare-editing';
import { sha256Hex } from '@/lib/contract/welfare-draw';
import type { Tx } from './client';
import { ticketClasses, welfareRounds } from './schema';

/** The colour of welfare tickets in reports and on the member's ticket. */
const WELFARE_COLOUR = '#2f7d4f';

/** The round's welfare class and the round itself, with a fresh seed (the console's form and the demo seed; kept
 * here, below both, so the seed makes rounds exactly as the console does). */
export async function insertRound(
  tx: Tx,
  session: { id: number; performanceId: number },
  input: Omit<WelfareRoundPayload, 'sessionId'>,
): Promise<number> {
  const [welfareClass] = await tx
    .insert(ticketClasses)
    .values({
      sessionId: session.id,
      name: '公益票',
      enName: 'Public-welfare ticket',
      priceFen: input.priceFen,
      color: WELFARE_COLOUR,
      stock: input.tickets,
      limitPerMember: 1,
      welfare: true,
    })
    .returning({ id: ticketClasses.id });
  const seed = randomBytes(32).toString('hex');
  const [round] = await tx
    .insert(welfareRounds)
    .values({
      sessionId: session.id,
      performanceId: session.performanceId,
      ticketClassId: welfareClass.id,
      tickets: input.tickets,
      applyFrom: new Date(input.applyFrom),
      applyTo: new Date(input.applyTo),
      payHours: input.payHours,
      seed,
      seedHash: await sha256Hex(seed),
    })
    .returning({ id: welfareRounds.id });
  return round.id;
}
