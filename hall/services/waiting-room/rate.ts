// The waiting room's arithmetic: how many may be admitted now, and how long a place still has to wait.
// Pure, so the tests check the formula itself and the admission pass applies exactly it.

export type RoomRate = { opensAt: Date; admitPerMinute: number; maxActive: number; stayMinutes: number };

/**
 * Admissions the rate allows by `now` since the opening: one at the opening, then `admitPerMinute` a minute
 * (floor(rate × seconds / 60) + 1), counted in whole milliseconds so the arithmetic is exact.
 */
export function allowedBy(room: RoomRate, now: Date): number {
  const ms = now.getTime() - room.opensAt.getTime();
  return ms < 0 ? 0 : Math.floor((room.admitPerMinute * ms) / 60_000) + 1;
}

/** How many to admit in a pass: what the rate still allows, within the room's free places inside. */
export function admissionsDue(room: RoomRate, now: Date, admittedSoFar: number, insideNow: number): number {
  return Math.max(0, Math.min(allowedBy(room, now) - admittedSoFar, room.maxActive - insideNow));
}

export type WaitInputs = {
  /** The visitor's place among those waiting: 1 is next. */
  place: number;
  admittedSoFar: number;
  insideNow: number;
  /** When the earliest pass inside ends (null: nobody inside). */
  earliestPassEnd: Date | null;
};

/**
 * Seconds until the `place`-th next admission: when the rate reaches it (from the opening, for a room not yet
 * open), or, when the room is full inside, when enough passes have ended (the first at the earliest pass's end,
 * then a stay for every further room-full): whichever is later.
 */
export function estimatedWaitSeconds(room: RoomRate, now: Date, w: WaitInputs): number {
  const reachedAtMs = room.opensAt.getTime() + Math.ceil((60_000 * (w.admittedSoFar + w.place - 1)) / room.admitPerMinute);
  const byRate = Math.max(0, reachedAtMs - now.getTime());
  const beyondFree = w.place - Math.max(0, room.maxActive - w.insideNow);
  let byRoom = 0;
  if (beyondFree > 0) {
    const firstEnd = w.earliestPassEnd ? Math.max(0, w.earliestPassEnd.getTime() - now.getTime()) : 0;
    byRoom = firstEnd + Math.floor((beyondFree - 1) / room.maxActive) * room.stayMinutes * 60_000;
  }
  return Math.ceil(Math.max(byRate, byRoom) / 1000);
}
