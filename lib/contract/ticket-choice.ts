/**
 * What a member is about to buy, as URLs carry it: `seats=3,4` (seats of a session with a map) or
 * `classes=7:2,8:1` (ticket class : quantity, for sessions without one), beside `sessionId`. The seat map writes
 * it into /settlementOrder's address, proxy.ts lets only this shape through, the settlement page reads it back
 * and sends it to the price preview, which the hall API reads with the same functions. No zod here: the seat
 * map's first load carries this module.
 */
export type ClassQuantity = { ticketClassId: number; quantity: number };
export type TicketChoice = { sessionId: number; seatIds: number[] } | { sessionId: number; classes: ClassQuantity[] };

/** At most 20 seats, or 10 ticket classes of up to 20 tickets each (the contract's ticketLines says the same). */
export const SEATS_PATTERN = /^\d{1,9}(,\d{1,9}){0,19}$/;
export const CLASSES_PATTERN = /^\d{1,9}:\d{1,2}(,\d{1,9}:\d{1,2}){0,9}$/;

export const encodeSeats = (seatIds: number[]) => seatIds.join(',');
export const encodeClasses = (classes: ClassQuantity[]) => classes.map((c) => `${c.ticketClassId}:${c.quantity}`).join(',');

export const decodeSeats = (text: string): number[] | null => (SEATS_PATTERN.test(text) ? text.split(',').map(Number) : null);
export function decodeClasses(text: string): ClassQuantity[] | null {
  if (!CLASSES_PATTERN.test(text)) return null;
  return text.split(',').map((pair) => {
    const [ticketClassId, quantity] = pair.split(':').map(Number);
    return { ticketClassId, quantity };
  });
}

/** The query of a choice: exactly one of `seats` and `classes`. */
export const choiceQuery = (choice: TicketChoice): { seats: string } | { classes: string } =>
  'seatIds' in choice ? { seats: encodeSeats(choice.seatIds) } : { classes: encodeClasses(choice.classes) };

/** A choice read back from its two query values, or null when it is malformed or names both or neither. */
export function choiceOf(sessionId: number, seats?: string | null, classes?: string | null): TicketChoice | null {
  if (!!seats === !!classes) return null;
  if (seats) {
    const seatIds = decodeSeats(seats);
    return seatIds && { sessionId, seatIds };
  }
  const list = decodeClasses(classes!);
  return list && { sessionId, classes: list };
}
