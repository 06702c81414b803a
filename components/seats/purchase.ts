import { toast } from '@/lib/client/toast';
import { bffAt } from '@/lib/client/address';
import { cartAddresses } from '@/lib/contract/addresses';
import type { cartCalls } from '@/lib/contract/order-calls';
import { cartChanged } from '@/lib/client/cart-events';
import { openLogin } from '@/lib/client/login-events';
import { LoginType } from '@/lib/contract/codes';
import { choiceQuery, type TicketChoice } from '@/lib/contract/ticket-choice';

/**
 * Buying is for personal members (§6): a visitor gets the login overlay, a venue renter the notice to log in
 * personally. While the session is still being asked, the action goes ahead: the hall API's 40003 opens the
 * login through the response rules if need be.
 */
export function memberMayBuy(session: { loginType: number | null; known: boolean }, personalOnly: string): boolean {
  if (!session.known || session.loginType === LoginType.member) return true;
  if (session.loginType === LoginType.enterprise) toast(personalOnly);
  else openLogin('personal');
  return false;
}

/** /settlementOrder?sessionId=12&seats=3,4 or …&classes=7:2,8:1 */
export function settlementHref(choice: TicketChoice): string {
  // Written out rather than through URLSearchParams, which would escape the commas and colons of the choice.
  const [[key, value]] = Object.entries(choiceQuery(choice));
  return `/settlementOrder?sessionId=${choice.sessionId}&${key}=${value}`;
}

/** Into the cart: the seats at once, or each ticket class with its quantity. Throws the hall API's refusal. */
export async function addToCart(choice: TicketChoice): Promise<void> {
  const bodies =
    'seatIds' in choice
      ? [{ sessionId: choice.sessionId, seatIds: choice.seatIds }]
      : choice.classes.map((c) => ({ sessionId: choice.sessionId, ticketClassId: c.ticketClassId, quantity: c.quantity }));
  let added = 0;
  try {
    for (const body of bodies) {
      await bffAt<typeof cartCalls.add>(cartAddresses.add, { body });
      added++;
    }
  } finally {
    // A half-done add of several classes changed the cart as well.
    if (added) cartChanged();
  }
}
