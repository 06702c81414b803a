// The phases of the waiting-room bench (bench/waiting-room.ts), each on a main-hall session of its own: the limit
// (a room that admits only as many as may be inside), the opening (a room whose rate decides, with a pre-queue
// and later arrivals, its first admitted ordering with their passes while others try without), and the same
// buyers let at the order call at once on a session with no room.
import { performance } from 'node:perf_hooks';
import { waitingRoomCalls, type WaitingRoomSettings } from '@/lib/contract/waiting-room';
import { buyTwo, runRoomCrowd, type Call, type Purchase } from './room-crowd';
import { insideNow, roomRows } from './room-checks';
import type { Buyer } from './seat-buyers';
import { withClient } from './seat-holds-db';
import type { StaffCall } from './staff-session';

export type PhaseContext = { url: string; staff: StaffCall; call: Call; buyersCall: Call; secret: string };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
/** performance.now() at an epoch time: the crowd schedules on the monotonic clock, the hall stamps epoch time. */
const monotonicAt = (epochMs: number) => performance.now() + (epochMs - Date.now());

function setRoom(ctx: PhaseContext, sessionId: number, settings: Omit<WaitingRoomSettings, 'opensAt'> & { opensAt: number }) {
  return ctx.staff(waitingRoomCalls.updateSession, {
    params: { id: sessionId },
    body: { ...settings, opensAt: new Date(settings.opensAt).toISOString() },
  });
}

export const LIMIT = { visitors: 300, admitPerMinute: 6_000, maxActive: 100, stayMinutes: 5, ended: 40 };

/**
 * The limit decides: 300 visitors before an opening 4 s ahead, a rate that would admit 100 a second, 100 allowed
 * inside. The number inside is read every 250 ms; 6 s after the opening 40 passes are ended in the database (as
 * if their stay were over: a stay lasts 5 minutes at least), and 5 s later 40 more must be in. Also the warm-up
 * of the hall API, and the source of a real pass of another session for the opening's refusals.
 */
export async function limitPhase(ctx: PhaseContext, sessionId: number) {
  const opensAt = Date.now() + 4_000;
  await setRoom(ctx, sessionId, { enabled: true, opensAt, ...LIMIT });
  const open = monotonicAt(opensAt);
  const arrivals = Array.from({ length: LIMIT.visitors }, () => open - 3_500 + Math.random() * 3_000);
  const crowd = runRoomCrowd({
    call: ctx.call,
    buyersCall: ctx.buyersCall,
    sessionId,
    seatIds: [],
    arrivals,
    until: open + 12_000,
    buyers: [],
    attackers: [],
    attackEvery: 0,
    foreignPass: '',
    secret: ctx.secret,
  });
  let maxInside = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      maxInside = Math.max(maxInside, (await insideNow(ctx.url, sessionId)).inside);
      await sleep(250);
    }
  })();
  await sleep(open + 6_000 - performance.now());
  const full = await insideNow(ctx.url, sessionId);
  await withClient(ctx.url, (c) =>
    c.query(
      `update room_visitors set pass_expires_at = now() where id in (
         select id from room_visitors where session_id = $1 and admitted_at is not null order by place limit $2)`,
      [sessionId, LIMIT.ended],
    ),
  );
  await sleep(open + 11_000 - performance.now());
  const after = await insideNow(ctx.url, sessionId);
  const result = await crowd;
  sampling = false;
  await sampler;
  const pass = result.visitors.find((v) => v.pass)?.pass;
  if (!pass) throw new Error('limit phase: nobody was admitted');
  const allowedByRate = Math.floor((LIMIT.admitPerMinute * 11_000) / 60_000) + 1;
  return {
    ...LIMIT,
    allowedByRate,
    maxInside,
    admittedWhenFull: full.admitted,
    admittedAfterEnded: after.admitted,
    pass,
    crowd: result,
    rows: await roomRows(ctx.url, sessionId),
  };
}

export const OPENING = {
  admitPerMinute: 1_200,
  maxActive: 100_000,
  stayMinutes: 120,
  /** Arrivals before the opening, spread at random over the 17 s up to 1 s before it (the room is set 20 s ahead). */
  before: 1_200,
  /** Arrivals after it, one every 50 ms for 60 s: as fast as the rate, so the queue never runs dry. */
  after: 1_200,
  afterSeconds: 60,
  /** The measured window from the opening; polling stops at its end. */
  windowSeconds: 75,
  buyers: 500,
  attackers: 40,
  attackEvery: 10,
};

/**
 * The rate decides: the room opens 20 s after it is set; the first `buyers` admitted order 2 seats each with their
 * pass; every tenth visitor also tries the order call without a pass of their own.
 */
export async function openingPhase(ctx: PhaseContext, sessionId: number, seatIds: number[], members: Buyer[], foreignPass: string) {
  const o = OPENING;
  const opensAt = Date.now() + 20_000;
  await setRoom(ctx, sessionId, {
    enabled: true,
    opensAt,
    admitPerMinute: o.admitPerMinute,
    maxActive: o.maxActive,
    stayMinutes: o.stayMinutes,
  });
  const open = monotonicAt(opensAt);
  const step = (o.afterSeconds * 1_000) / o.after;
  const arrivals = [
    ...Array.from({ length: o.before }, () => open - 18_000 + Math.random() * 17_000),
    ...Array.from({ length: o.after }, (_, i) => open + (i + 0.5) * step),
  ];
  const started = performance.now();
  const crowd = await runRoomCrowd({
    call: ctx.call,
    buyersCall: ctx.buyersCall,
    sessionId,
    seatIds,
    arrivals,
    until: open + o.windowSeconds * 1_000,
    buyers: members.slice(0, o.buyers),
    attackers: members.slice(o.buyers, o.buyers + o.attackers),
    attackEvery: o.attackEvery,
    foreignPass,
    secret: ctx.secret,
  });
  const wallMs = performance.now() - started;
  const polls = crowd.visitors.reduce((n, v) => n + v.polls, 0);
  return { opensAt, wallMs, polls, crowd, rows: await roomRows(ctx.url, sessionId) };
}

/** The same buyers, no room: every one at the order call at once for 2 seats. */
export async function roomOffPhase(ctx: PhaseContext, sessionId: number, seatIds: number[], buyers: Buyer[]) {
  const started = performance.now();
  const purchases: Purchase[] = await Promise.all(buyers.map((b) => buyTwo(ctx.buyersCall, sessionId, seatIds, b)));
  return { wallMs: performance.now() - started, purchases };
}
