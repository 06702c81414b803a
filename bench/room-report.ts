// The waiting-room bench's report (bench/waiting-room.ts): its figures and verdicts from the phases' results and
// the rows read back, printed with PASS or FAIL and written to results/waiting-room.json.
import os from 'node:os';
import { measuredRate, outOfTurn, placedBeforeEarlier, placedOutOfArrival, spearman, type VisitorRow } from './room-checks';
import { ATTACKS, type Faults, type Purchase } from './room-crowd';
import { OPENING, type limitPhase, type openingPhase, type roomOffPhase } from './room-phases';
import { percentile } from './seat-buyers';
import type { checkRound } from './seat-holds-db';

/** Targets of the waiting-room bench: the measured rate within 10 % of the configured one; the draw unrelated to arrival. */
const RATE_TOLERANCE = 0.1;
const MAX_ABS_RHO = 0.1;

export type Phases = {
  limit: Awaited<ReturnType<typeof limitPhase>>;
  opening: Awaited<ReturnType<typeof openingPhase>>;
  off: Awaited<ReturnType<typeof roomOffPhase>>;
  openingCheck: Awaited<ReturnType<typeof checkRound>>;
  offCheck: Awaited<ReturnType<typeof checkRound>>;
  attackerOrders: number;
  faults: Faults;
  loadAvg: number[];
};

function orders(purchases: Purchase[], wallMs: number) {
  const samples = purchases.flatMap((p) => p.samples);
  const ms = (values: number[], p: number) => Number(percentile(values, p).toFixed(1));
  return {
    buyers: purchases.length,
    served: purchases.filter((p) => p.seats.length).length,
    calls: samples.length,
    successRate: samples.filter((s) => s.held).length / samples.length,
    p50Ms: ms(
      samples.map((s) => s.ms),
      50,
    ),
    p99Ms: ms(
      samples.map((s) => s.ms),
      99,
    ),
    wallMs: Math.round(wallMs),
    refusals: purchases.filter((p) => p.refusal).map((p) => p.refusal),
  };
}

export function summarize(p: Phases) {
  const { opening, limit } = p;
  const o = OPENING;
  const rows = opening.rows;
  const early = rows.filter((r) => r.arrivedAt < opening.opensAt);
  const late = rows.filter((r) => r.arrivedAt >= opening.opensAt);
  const windowEnd = opening.opensAt + o.windowSeconds * 1_000;
  const rate = measuredRate(rows, opening.opensAt, windowEnd);
  const waitingAtEnd = rows.filter((r) => r.arrivedAt <= windowEnd && (r.admittedAt === null || r.admittedAt > windowEnd)).length;
  const byArrival = [...early].sort((a, b) => a.arrivedAt - b.arrivedAt);
  const timing = new Map(
    opening.crowd.visitors.flatMap((v) => (v.id ? [[v.id, { sentAt: v.sentAt!, answeredAt: v.answeredAt! }] as const] : [])),
  );
  const maxEarlyPlace = Math.max(...early.map((r) => r.place ?? 0));
  const attacks = opening.crowd.attacks;
  const rateError = rate.perMinute / o.admitPerMinute - 1;
  const rho = spearman(
    byArrival.map((r) => r.arrivedAt),
    byArrival.map((r) => r.place ?? Infinity),
  );
  const byStamp = placedOutOfArrival(late, (r) => r.arrivedAt);
  const admitted = (list: VisitorRow[]) => list.filter((r) => r.admittedAt !== null).length;
  const summary = {
    cpus: os.cpus().length,
    loadAvg1: p.loadAvg,
    settings: o,
    rate: {
      configuredPerMinute: o.admitPerMinute,
      measuredPerMinute: rate.perMinute,
      error: rateError,
      admittedInWindow: rate.admitted,
      passes: rate.passes,
      longestGapMs: rate.maxGapMs,
      waitingAtWindowEnd: waitingAtEnd,
      pass: Math.abs(rateError) <= RATE_TOLERANCE && waitingAtEnd > 0,
    },
    order: {
      preQueue: early.length,
      preQueueUnplaced: early.filter((r) => r.place === null).length,
      preQueueAdmitted: admitted(early),
      rho,
      preQueueOutOfTurn: outOfTurn(early),
      later: late.length,
      laterAdmitted: admitted(late),
      laterOutOfTurn: outOfTurn(late),
      laterAheadOfPreQueue: late.filter((r) => r.place !== null && r.place < maxEarlyPlace).length,
      laterPlacedBeforeEarlier: placedBeforeEarlier(late, timing),
      laterPlacedOutOfStampOrder: byStamp.swapped,
      laterStampSwapWidestMs: byStamp.widestMs,
      outOfTurn: outOfTurn(rows),
      pass: false,
    },
    limit: {
      maxActive: limit.maxActive,
      admitPerMinute: limit.admitPerMinute,
      visitors: limit.visitors,
      allowedByRate: limit.allowedByRate,
      maxInside: limit.maxInside,
      admittedWhenFull: limit.admittedWhenFull,
      endedPasses: limit.ended,
      admittedAfterEnded: limit.admittedAfterEnded,
      outOfTurn: outOfTurn(limit.rows),
      pass:
        limit.maxInside <= limit.maxActive &&
        limit.admittedWhenFull === limit.maxActive &&
        limit.admittedAfterEnded === limit.maxActive + limit.ended &&
        outOfTurn(limit.rows) === 0,
    },
    passes: {
      attempts: attacks.length,
      byKind: Object.fromEntries(
        ATTACKS.map((k) => {
          const of = attacks.filter((a) => a.kind === k);
          return [
            k,
            {
              attempts: of.length,
              refused: of.filter((a) => a.code !== 20000).length,
              answers: [...new Set(of.map((a) => `${a.status} ${a.subMsg}`))],
            },
          ];
        }),
      ),
      succeeded: attacks.filter((a) => a.code === 20000).length + p.attackerOrders,
      pass: false,
    },
    orders: {
      room: orders(
        opening.crowd.visitors.flatMap((v) => (v.purchase ? [v.purchase] : [])),
        opening.wallMs,
      ),
      roomOff: orders(p.off.purchases, p.off.wallMs),
    },
    polls: { standing: opening.polls, perSecond: opening.polls / (opening.wallMs / 1000) },
    cores: null as null | Record<'opening' | 'roomOff', { seconds: number; hall: number; postgres: number; crowd: number }>,
    database: {
      seatsInTwoOrders: p.openingCheck.seatsInTwoOrders + p.offCheck.seatsInTwoOrders,
      ordersAgree:
        p.openingCheck.orders === opening.crowd.visitors.filter((v) => v.purchase?.seats.length).length &&
        p.offCheck.orders === p.off.purchases.filter((x) => x.seats.length).length,
      faults: p.faults.count,
      pass: false,
    },
  };
  const s = summary.order;
  s.pass =
    Math.abs(rho) < MAX_ABS_RHO &&
    s.preQueueUnplaced === 0 &&
    s.outOfTurn === 0 &&
    s.laterAdmitted > 0 &&
    s.laterAheadOfPreQueue === 0 &&
    s.laterPlacedBeforeEarlier === 0;
  summary.passes.pass = summary.passes.succeeded === 0 && ATTACKS.every((k) => summary.passes.byKind[k].attempts > 0);
  const d = summary.database;
  d.pass = d.seatsInTwoOrders === 0 && d.ordersAgree && d.faults === 0;
  return summary;
}

const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

export function print(s: ReturnType<typeof summarize>) {
  const { rate: r, order: o, limit: l, passes: p, orders: q, database: d } = s;
  const kinds = Object.entries(p.byKind)
    .map(([k, v]) => `${k} ${v.refused}/${v.attempts}`)
    .join(', ');
  const lines = [
    `\nWaiting room: an opening on ${s.cpus} CPUs (load avg ${s.loadAvg1.map((x) => x.toFixed(2)).join(' → ')})`,
    `  admissions a minute, from admitted_at over the ${s.settings.windowSeconds} s window: ${r.measuredPerMinute.toFixed(0)} against ` +
      `${r.configuredPerMinute} configured (${r.error >= 0 ? '+' : ''}${pct(r.error)}, within ±${RATE_TOLERANCE * 100} %; ${r.admittedInWindow} admitted ` +
      `in ${r.passes} passes, longest gap ${(r.longestGapMs / 1000).toFixed(1)} s, ${r.waitingAtWindowEnd} still waiting at its end)  ${verdict(r.pass)}`,
    `  order: pre-queue of ${o.preQueue} drawn at the opening, Spearman ρ(arrival, place) = ${o.rho.toFixed(3)} (|ρ| < ${MAX_ABS_RHO}), ` +
      `${o.preQueueAdmitted} admitted, ${o.preQueueOutOfTurn} out of turn; ${o.later} later arrivals, ${o.laterAdmitted} admitted, ` +
      `${o.laterOutOfTurn} out of turn, ${o.laterPlacedBeforeEarlier} placed ahead of an earlier arrival, ${o.laterAheadOfPreQueue} ahead of the pre-queue  ${verdict(o.pass)}`,
    `    (an earlier arrival: one whose join was answered before the other's was sent; by the hall's own arrived_at stamps, ` +
      `${o.laterPlacedOutOfStampOrder} placed before an earlier stamp, at most ${o.laterStampSwapWidestMs} ms apart: stamped before the place is given)`,
    `  limit: ${l.visitors} visitors, ${l.maxActive} allowed inside, rate ${l.admitPerMinute}/min: at most ${l.maxInside} inside, ` +
      `${l.admittedWhenFull} admitted while the rate allowed ${l.allowedByRate}, ${l.admittedAfterEnded} after ${l.endedPasses} passes ended  ${verdict(l.pass)}`,
    `  order calls without a pass of one's own: ${p.succeeded} succeeded of ${p.attempts} (refused: ${kinds})  ${verdict(p.pass)}`,
    `  buyers' orders (2 seats each, POST /api/order)   success rate   p50 ms   p99 ms   served   calls`,
    ...(
      [
        ['through the room', q.room],
        ['room off, all at once', q.roomOff],
      ] as const
    ).map(
      ([k, v]) =>
        `    ${k.padEnd(44)} ${pct(v.successRate).padStart(10)} ${String(v.p50Ms).padStart(8)} ${String(v.p99Ms).padStart(8)} ` +
        `${`${v.served}/${v.buyers}`.padStart(8)} ${String(v.calls).padStart(7)}`,
    ),
    `    (through the room the hall API also answered ${s.polls.standing} standing polls, ${s.polls.perSecond.toFixed(0)}/s)`,
    ...Object.entries(s.cores ?? {}).map(
      ([k, c]) =>
        `    CPU cores used, ${k === 'opening' ? 'the opening' : 'room off'} (${c.seconds.toFixed(0)} s): hall API ${c.hall.toFixed(2)}, ` +
        `PostgreSQL ${c.postgres.toFixed(2)}, the bench's crowd ${c.crowd.toFixed(2)}`,
    ),
    `  database: ${d.seatsInTwoOrders} seats in two live orders, orders as told: ${d.ordersAgree ? 'yes' : 'no'}, ${d.faults} answers of 500 or none  ${verdict(d.pass)}`,
  ];
  for (const line of lines) console.log(line);
  if (s.loadAvg1.some((x) => x > s.cpus)) console.log(`  WARNING: load average above ${s.cpus} CPUs: latencies are unreliable`);
}
