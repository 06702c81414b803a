// The database side of the seat-holds bench: the sessions and buyers it prepares in the seeded hall database,
// the check after each round that nothing was sold twice, and pgbench's single-row hold rate on the same server.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../hall/db/client';
import * as schema from '../hall/db/schema';
import { members } from '../hall/db/schema';
import { issueToken } from '../hall/services/accounts/access-tokens';
import type { Buyer } from './seat-buyers';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const LIVE = `('unpaid', 'paid', 'issued', 'completed')`;

export async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Main-hall sessions on sale without real names, in id order: one per round. */
export async function saleSessions(url: string, count: number): Promise<number[]> {
  return withClient(url, async (c) => {
    const { rows } = await c.query(
      `select s.id from sessions s
         join halls h on h.id = s.hall_id join performances p on p.id = s.performance_id
        where h.code = 'main' and s.has_seat_map and not p.real_name and p.visible
          and p.sale_start_at <= now() and s.start_time > now() + interval '1 day'
        order by s.id limit $1`,
      [count],
    );
    if (rows.length < count) throw new Error(`the seed has ${rows.length} main-hall sessions on sale, the bench needs ${count}`);
    return rows.map((r) => r.id as number);
  });
}

/**
 * Empties a session for a round: every money seat the hall has not kept back (house seats stay locked,
 * points-only seats stay as seeded) becomes available, and the per-member limit is lifted so that each buyer
 * keeps buying until the hall is full. Returns the seats a buyer may ask for.
 */
export async function resetSession(url: string, sessionId: number): Promise<number[]> {
  return withClient(url, async (c) => {
    await c.query(
      `update session_seats ss set status = 'available', order_id = null, hold_expires_at = null
         from ticket_classes tc
        where tc.id = ss.ticket_class_id and ss.session_id = $1 and not tc.point_only and ss.status <> 'locked'`,
      [sessionId],
    );
    await c.query(`update sessions set limit_per_member = 100000 where id = $1`, [sessionId]);
    await c.query(`vacuum analyze session_seats`);
    const { rows } = await c.query(
      `select ss.id from session_seats ss join ticket_classes tc on tc.id = ss.ticket_class_id
        where ss.session_id = $1 and ss.status = 'available' and not tc.point_only order by ss.id`,
      [sessionId],
    );
    return rows.map((r) => r.id as number);
  });
}

/** Members with a live token each, made the way a login makes them (hall/services/accounts/access-tokens); card numbers of their own. */
export async function createBuyers(url: string, count: number): Promise<Buyer[]> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  try {
    const db = drizzle(pool, { schema }) as unknown as Db;
    const rows = await db
      .insert(members)
      .values(Array.from({ length: count }, (_, i) => ({ phone: `199${70_000_000 + i}`, cardNo: `M2099${String(i).padStart(6, '0')}` })))
      .returning({ id: members.id });
    return await Promise.all(rows.map(async ({ id }) => ({ memberId: id, token: (await issueToken(db, { memberId: id })).token })));
  } finally {
    await pool.end();
  }
}

export type RoundCheck = { free: number; held: number; orders: number; seatsInTwoOrders: number };

/** What the database says after a round: seats still free, seats held, orders, and any seat in two live orders. */
export async function checkRound(url: string, sessionId: number, seatIds: number[], memberIds: number[]): Promise<RoundCheck> {
  return withClient(url, async (c) => {
    const { rows } = await c.query(
      `select count(*) filter (where status = 'available')::int as free,
              count(*) filter (where status = 'held')::int as held,
              (select count(*)::int from orders where session_id = $1 and member_id = any($3) and status in ${LIVE}) as orders,
              (select count(*)::int from (
                 select oi.session_seat_id from order_items oi join orders o on o.id = oi.order_id
                  where o.session_id = $1 and o.status in ${LIVE} and oi.session_seat_id = any($2)
                  group by oi.session_seat_id having count(*) > 1) twice) as "seatsInTwoOrders"
         from session_seats where id = any($2)`,
      [sessionId, seatIds, memberIds],
    );
    return rows[0];
  });
}

/** The ceiling server's table: `sessions` sessions of `seats` seats each, ids numbered session after session. */
export async function createCeilingTable(url: string, sessions: number, seats: number): Promise<number[][]> {
  await withClient(url, async (c) => {
    await c.query(`create table session_seats (id int primary key, session_id int not null, status text not null default 'available')`);
    await c.query(`create index on session_seats (session_id, status)`);
    await c.query(
      `insert into session_seats (id, session_id) select g, 1 + (g - 1) / $1::int from generate_series(1, $1::int * $2::int) g`,
      [seats, sessions],
    );
    await c.query(`vacuum analyze session_seats`);
  });
  return Array.from({ length: sessions }, (_, s) => Array.from({ length: seats }, (_, i) => s * seats + i + 1));
}

export type PgbenchResult = { tps: number; latencyMs: number; transactions: number; rowsHeld: number; rows: number; heldShare: number };

/** The seats table pgbench holds rows of; `url` is a database of its own. */
export async function createHoldTable(url: string, rows: number) {
  await withClient(url, async (c) => {
    await c.query(`create table seats (id int primary key, status text not null default 'available')`);
    await c.query(`insert into seats (id) select generate_series(1, $1::int)`, [rows]);
  });
}

/**
 * pgbench on the same server: `UPDATE seats SET status = 'held' WHERE id = :id AND status = 'available'` with a
 * random id, `clients` clients for `seconds`, every seat made available again first. The table is far bigger than
 * a hall so that nearly every statement really holds a row and commits it: on a 1,165-row table every seat is
 * held within the first second and the rest of the run measures updates that change nothing (and write no WAL),
 * which is not a hold rate. `heldShare` says what share of the transactions held a row.
 */
export async function pgbenchHoldRate(url: string, rows: number, clients: number, seconds: number, threads: number) {
  await withClient(url, async (c) => {
    await c.query(`update seats set status = 'available' where status <> 'available'`);
    await c.query(`vacuum analyze seats`);
  });
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hold-rate-'));
  const file = path.join(dir, 'hold.sql');
  await fs.writeFile(file, `\\set id random(1, ${rows})\nUPDATE seats SET status = 'held' WHERE id = :id AND status = 'available';\n`);
  try {
    const args = ['-n', '-c', String(clients), '-j', String(threads), '-T', String(seconds), '-f', file, url];
    const { stdout } = await promisify(execFile)(`${PG_BIN}/pgbench`, args, { maxBuffer: 1 << 20 });
    const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1]);
    const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(stdout)?.[1]);
    const transactions = Number(/number of transactions actually processed: (\d+)/.exec(stdout)?.[1]);
    if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
    const held = await withClient(url, (c) => c.query(`select count(*)::int as n from seats where status = 'held'`));
    const rowsHeld = held.rows[0].n as number;
    return { tps, latencyMs, transactions, rowsHeld, rows, heldShare: rowsHeld / transactions } satisfies PgbenchResult;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
