// What the waiting-room bench reads back from the database after a phase (bench/waiting-room.ts): the visitors'
// rows as the hall API wrote them, the admission rate their admitted_at stamps show, and whether anyone was
// admitted out of turn.
import { withClient } from './seat-holds-db';

export type VisitorRow = { id: string; arrivedAt: number; place: number | null; admittedAt: number | null };

export async function roomRows(url: string, sessionId: number): Promise<VisitorRow[]> {
  const { rows } = await withClient(url, (c) =>
    c.query(`select id, arrived_at, place, admitted_at from room_visitors where session_id = $1`, [sessionId]),
  );
  return rows.map((r) => ({
    id: r.id,
    arrivedAt: r.arrived_at.getTime(),
    place: r.place === null ? null : Number(r.place),
    admittedAt: r.admitted_at ? r.admitted_at.getTime() : null,
  }));
}

/** Visitors admitted and still inside now (pass running, not left), by the database's clock. */
export async function insideNow(url: string, sessionId: number): Promise<{ admitted: number; inside: number }> {
  const { rows } = await withClient(url, (c) =>
    c.query(
      `select count(*) filter (where admitted_at is not null)::int as admitted,
              count(*) filter (where admitted_at is not null and left_at is null and pass_expires_at > now())::int as inside
         from room_visitors where session_id = $1`,
      [sessionId],
    ),
  );
  return rows[0];
}

/**
 * Admissions a minute between the first and the last admission pass of the window [from, to] (epoch ms), from the
 * admitted_at stamps: those admitted after the first pass ÷ the time from the first pass to the last. The rule
 * (allowed = rate × minutes since the opening + 1) is cumulative, so this is within one admission of the rate
 * however the passes fall, unless passes stopped or the queue ran dry. Also the passes' count and longest gap.
 */
export function measuredRate(rows: VisitorRow[], from: number, to: number) {
  const stamps = rows
    .map((r) => r.admittedAt)
    .filter((t): t is number => t !== null && t >= from && t <= to)
    .sort((a, b) => a - b);
  const passes = [...new Set(stamps)];
  const first = passes[0];
  const last = passes.at(-1)!;
  const gaps = passes.slice(1).map((t, i) => t - passes[i]);
  return {
    admitted: stamps.length,
    passes: passes.length,
    spanMs: last - first,
    perMinute: (stamps.filter((t) => t > first).length / (last - first)) * 60_000,
    maxGapMs: Math.max(0, ...gaps),
  };
}

/**
 * Admissions out of turn among `rows`: walking them in place order, an admitted visitor behind one not admitted,
 * or admitted before someone ahead of them. 0 when admission follows the places exactly.
 */
export function outOfTurn(rows: VisitorRow[]): number {
  const placed = rows.filter((r) => r.place !== null).sort((a, b) => a.place! - b.place!);
  let passedOver = false;
  let latest = -Infinity;
  let wrong = 0;
  for (const r of placed) {
    if (r.admittedAt === null) {
      passedOver = true;
      continue;
    }
    if (passedOver || r.admittedAt < latest) wrong++;
    latest = Math.max(latest, r.admittedAt);
  }
  return wrong;
}

/**
 * Visitors placed ahead of someone whose join had been answered before theirs was sent. Joins that overlapped
 * have no order to keep (which came first is the hall's to say); these did not, so each is an arrival out of turn.
 */
export function placedBeforeEarlier(rows: VisitorRow[], timing: Map<string, { sentAt: number; answeredAt: number }>): number {
  const placed = rows.filter((r) => r.place !== null && timing.has(r.id));
  const answered = [...placed].sort((a, b) => timing.get(a.id)!.answeredAt - timing.get(b.id)!.answeredAt);
  let next = 0;
  let maxPlace = -Infinity;
  let wrong = 0;
  for (const r of [...placed].sort((a, b) => timing.get(a.id)!.sentAt - timing.get(b.id)!.sentAt)) {
    const sent = timing.get(r.id)!.sentAt;
    while (next < answered.length && timing.get(answered[next].id)!.answeredAt < sent)
      maxPlace = Math.max(maxPlace, answered[next++].place!);
    if (r.place! < maxPlace) wrong++;
  }
  return wrong;
}

/**
 * Visitors given a place ahead of someone who arrived before them, taking `rows` in arrival order (`arrival`),
 * and the longest time between two arrivals so swapped.
 */
export function placedOutOfArrival(rows: VisitorRow[], arrival: (r: VisitorRow) => number) {
  const ordered = rows.filter((r) => r.place !== null).sort((a, b) => arrival(a) - arrival(b));
  let maxPlace = -Infinity;
  let maxArrival = 0;
  let swapped = 0;
  let widestMs = 0;
  for (const r of ordered) {
    if (r.place! < maxPlace) {
      swapped++;
      widestMs = Math.max(widestMs, arrival(r) - maxArrival);
    }
    if (r.place! > maxPlace) {
      maxPlace = r.place!;
      maxArrival = arrival(r);
    }
  }
  return { swapped, widestMs };
}

/** Spearman's rank correlation of two paired series (ties broken by position; the bench's have none that matter). */
export function spearman(xs: number[], ys: number[]): number {
  const rank = (v: number[]) => {
    const order = v.map((x, i) => [x, i] as const).sort((a, b) => a[0] - b[0]);
    const ranks: number[] = Array.from({ length: v.length }, () => 0);
    order.forEach(([, i], r) => (ranks[i] = r + 1));
    return ranks;
  };
  const rx = rank(xs);
  const ry = rank(ys);
  const n = xs.length;
  const d2 = rx.reduce((sum, r, i) => sum + (r - ry[i]) ** 2, 0);
  return 1 - (6 * d2) / (n * (n * n - 1));
}
