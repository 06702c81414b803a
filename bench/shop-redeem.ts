// Redemptions through the hall API on PostgreSQL 15 when 200 members race for the last units of a goods, beside the
// same crowd against the ceiling (HTTP and one statement per redemption, bench/ceiling-server.mjs) on the same
// server: a step of `npm run bench`, also alone with `npx tsx bench/shop-redeem.ts` (bench/README.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { httpClient, percentile, type Buyer } from './seat-buyers';
import { createBuyers, withClient } from './seat-holds-db';
import { createDatabase, startCeiling, startHall, startServer, stopChild, stopServers } from './seat-holds-servers';
import { pointOrderCalls } from '../lib/contract/shop-calls';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REDEEMERS = 200;
/** The last units the crowd races for: a quarter of the crowd gets one. */
const LAST_UNITS = 50;
const ROUNDS = Number(process.env.BENCH_SHOP_ROUNDS ?? 3);
const LOGS = process.env.LOGS ?? os.tmpdir();
const say = (line: string) => console.log(`[shop-redeem] ${line}`);

type Round = { wallMs: number; sold: number; refused: number; errors: number; latencies: number[] };

/** Every redeemer at once, one unit each; the round ends when all have their answer. */
async function race(base: string, buyers: Buyer[], goodsId: number): Promise<Round> {
  const request = httpClient(base, buyers.length);
  const latencies: number[] = [];
  let sold = 0;
  let refused = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    buyers.map(async ({ token }) => {
      const t0 = performance.now();
      const res = await request('POST', pointOrderCalls.redeem.path, token, { goodsId, quantity: 1 }).catch(() => null);
      latencies.push(performance.now() - t0);
      if (!res || res.status >= 500) errors++;
      else if (res.body.code === 20000) sold++;
      else refused++;
    }),
  );
  return { wallMs: performance.now() - started, sold, refused, errors, latencies };
}

/** The hall's side: a seeded catering goods (wholly in points, issued at once) with only the last units left. */
async function hallRounds(serverUrl: string): Promise<Round[]> {
  const url = await createDatabase(serverUrl, 'shop_bench');
  const hall = await startHall(ROOT, url, path.join(LOGS, 'shop-redeem-hall.log'));
  const buyers = await createBuyers(url, REDEEMERS);
  const goodsId = await withClient(url, async (c) => {
    const { rows } = await c.query(
      `select id from goods where fulfilment = 'pickup' and price_fen = 0 and sale_from is null order by id limit 1`,
    );
    // Every round the same members: the per-member limit must not be what refuses them.
    await c.query(`update goods set limit_per_member = 1000 where id = $1`, [rows[0].id]);
    await c.query(`update members set points_balance = 1000000 where id = any($1)`, [buyers.map((b) => b.memberId)]);
    return rows[0].id as number;
  });
  const rounds: Round[] = [];
  for (let i = 0; i <= ROUNDS; i++) {
    await withClient(url, (c) => c.query(`update goods set sold = stock - $2 where id = $1`, [goodsId, LAST_UNITS]));
    const round = await race(hall.base, buyers, goodsId);
    const [{ left }] = (await withClient(url, (c) => c.query(`select stock - sold as left from goods where id = $1`, [goodsId]))).rows;
    if (round.sold !== LAST_UNITS || Number(left) !== 0 || round.errors)
      throw new Error(`hall round ${i}: ${round.sold} sold of ${LAST_UNITS}, ${left} left, ${round.errors} errors`);
    say(`${i === 0 ? 'warm-up' : `round ${i}`}: ${round.sold} sold, ${round.refused} refused in ${(round.wallMs / 1000).toFixed(2)} s`);
    rounds.push(round);
  }
  await stopChild();
  return rounds.slice(1);
}

/** The ceiling's side: the same crowd, one conditional UPDATE per redemption and nothing else. */
async function ceilingRounds(serverUrl: string, buyers: Buyer[]): Promise<Round[]> {
  const url = await createDatabase(serverUrl, 'shop_ceiling');
  await withClient(url, (c) => c.query(`create table goods (id int primary key, stock int not null, sold int not null)`));
  const server = await startCeiling(ROOT, url, path.join(LOGS, 'shop-redeem-ceiling.log'));
  const rounds: Round[] = [];
  for (let i = 0; i <= ROUNDS; i++) {
    await withClient(url, (c) =>
      c.query(`insert into goods values (1, 1000, $1) on conflict (id) do update set sold = excluded.sold`, [1000 - LAST_UNITS]),
    );
    const round = await race(server.base, buyers, 1);
    if (round.sold !== LAST_UNITS || round.errors) throw new Error(`ceiling round ${i}: ${round.sold} sold, ${round.errors} errors`);
    say(`ceiling ${i === 0 ? 'warm-up' : `round ${i}`}: ${round.sold} sold in ${(round.wallMs / 1000).toFixed(2)} s`);
    rounds.push(round);
  }
  await stopChild();
  return rounds.slice(1);
}

const perSec = (rounds: Round[]) => rounds.map((r) => (REDEEMERS / r.wallMs) * 1000).sort((a, b) => a - b)[Math.floor(rounds.length / 2)];

async function main() {
  const server = startServer(ROOT);
  try {
    const hall = await hallRounds(server.url);
    const ceiling = await ceilingRounds(
      server.url,
      Array.from({ length: REDEEMERS }, (_, i) => ({ memberId: i, token: '' })),
    );
    const hallRate = perSec(hall);
    const ceilingRate = perSec(ceiling);
    const summary = {
      redeemers: REDEEMERS,
      lastUnits: LAST_UNITS,
      rounds: ROUNDS,
      hallRedemptionsPerSec: hallRate,
      ceilingRedemptionsPerSec: ceilingRate,
      hallShare: hallRate / ceilingRate,
      redeemLatencyMs: {
        p50: Math.round(
          percentile(
            hall.flatMap((r) => r.latencies),
            50,
          ),
        ),
        p99: Math.round(
          percentile(
            hall.flatMap((r) => r.latencies),
            99,
          ),
        ),
      },
    };
    say(
      `${REDEEMERS} redeemers for the last ${LAST_UNITS} units, median of ${ROUNDS} rounds: hall ${hallRate.toFixed(0)} answers/s, ` +
        `ceiling ${ceilingRate.toFixed(0)} answers/s, hall ÷ ceiling ${summary.hallShare.toFixed(3)}`,
    );
    fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
    fs.writeFileSync(path.join(ROOT, 'bench/results/shop-redeem.json'), JSON.stringify(summary, null, 2));
    if (process.env.PARTS) fs.writeFileSync(path.join(process.env.PARTS, 'shopRedeem.json'), JSON.stringify(summary, null, 2));
  } finally {
    await stopServers(ROOT);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
