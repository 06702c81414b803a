// A hot on-sale's opening through the waiting room, against the hall API on PostgreSQL 15: a step of
// `npm run bench`, also alone with `npx tsx bench/waiting-room.ts` (bench/README.md). Loopback only, bounded: 300 +
// 2,400 arrivals, about 2 minutes once the hall API is up.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { DEV_SIGN_SECRET } from '@/lib/sign';
import type { Db } from '../hall/db/client';
import * as schema from '../hall/db/schema';
import { createStaff } from '../hall/services/staff/accounts';
import { selfCpu, treeCpu } from './proc-cpu';
import { roomClient, type Faults } from './room-crowd';
import { limitPhase, openingPhase, OPENING, roomOffPhase, type PhaseContext } from './room-phases';
import { print, summarize } from './room-report';
import { checkRound, createBuyers, resetSession, saleSessions } from './seat-holds-db';
import { createDatabase, startHall, startServer, runStep } from './seat-holds-servers';
import { staffSession } from './staff-session';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOGS = process.env.LOGS ?? os.tmpdir();
const say = (line: string) => console.log(`[waiting-room] ${line}`);

async function boxOffice(url: string, base: string) {
  const username = 'bench.room';
  const password = 'Bench2026room';
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    const db = drizzle(pool, { schema }) as unknown as Db;
    await createStaff(db, { staffId: null, username: 'cli' }, { username, name: '票务', roles: ['boxOffice'], password });
  } finally {
    await pool.end();
  }
  return staffSession(base, username, password);
}

async function main() {
  const started = Date.now();
  const server = startServer(ROOT);
  const url = await createDatabase(server.url, 'room_bench');
  const log = path.join(LOGS, 'waiting-room-hall.log');
  say(`hall API on PostgreSQL, seeding the demo data; log ${log}`);
  const hall = await startHall(ROOT, url, log);
  // The hall API signs passes with SIGN_SECRET (it inherits this process's environment): the bench makes well-signed
  // passes that the room never gave, to see the database side of the refusal.
  const secret = process.env.SIGN_SECRET ?? DEV_SIGN_SECRET;
  const [limitSession, openingSession, offSession] = await saleSessions(url, 3);
  const [openingSeats, offSeats] = [await resetSession(url, openingSession), await resetSession(url, offSession)];
  const members = await createBuyers(url, OPENING.buyers + OPENING.attackers);
  const faults: Faults = { count: 0, samples: [] };
  const ctx: PhaseContext = {
    url,
    secret,
    staff: await boxOffice(url, hall.base),
    call: roomClient(hall.base, 64, faults),
    buyersCall: roomClient(hall.base, OPENING.buyers, faults),
  };
  const loadAvg = [os.loadavg()[0]];
  const cpu = () => ({
    at: Date.now(),
    hall: treeCpu(hall.pid),
    postgres: server.postmasterPid ? treeCpu(server.postmasterPid) : NaN,
    crowd: selfCpu(),
  });
  /** CPU cores each side used between two readings: whether the hall API's one process or PostgreSQL was the limit. */
  const cores = (a: ReturnType<typeof cpu>, b: ReturnType<typeof cpu>) => {
    const sec = (b.at - a.at) / 1000;
    return { seconds: sec, hall: (b.hall - a.hall) / sec, postgres: (b.postgres - a.postgres) / sec, crowd: (b.crowd - a.crowd) / sec };
  };

  say(`limit: ${300} visitors, 100 allowed inside, a rate of 100 a second (session ${limitSession})`);
  const limit = await limitPhase(ctx, limitSession);
  if (limit.crowd.errors.length) throw new Error(`limit phase: ${limit.crowd.errors.slice(0, 3).join('; ')}`);
  say(
    `limit: at most ${limit.maxInside} inside; ${limit.admittedWhenFull} admitted 6 s after the opening (the rate allowed ` +
      `${limit.allowedByRate} by 11 s), ${limit.admittedAfterEnded} after ${limit.ended} passes ended`,
  );

  const o = OPENING;
  say(
    `opening: ${o.before} arrivals before, ${o.after} after over ${o.afterSeconds} s, ${o.admitPerMinute}/min, ` +
      `the first ${o.buyers} admitted order 2 seats (session ${openingSession}, ${openingSeats.length} seats)`,
  );
  loadAvg.push(os.loadavg()[0]);
  const beforeOpening = cpu();
  const opening = await openingPhase(ctx, openingSession, openingSeats, members, limit.pass);
  const openingCores = cores(beforeOpening, cpu());
  if (opening.crowd.errors.length) throw new Error(`opening: ${opening.crowd.errors.slice(0, 3).join('; ')}`);
  const buyers = members.slice(0, o.buyers);
  const attackers = members.slice(o.buyers);
  const openingCheck = await checkRound(
    url,
    openingSession,
    openingSeats,
    buyers.map((b) => b.memberId),
  );
  const attackerOrders = (
    await checkRound(
      url,
      openingSession,
      openingSeats,
      attackers.map((b) => b.memberId),
    )
  ).orders;

  say(`room off: the same ${o.buyers} buyers at the order call at once (session ${offSession})`);
  loadAvg.push(os.loadavg()[0]);
  const beforeOff = cpu();
  const off = await roomOffPhase(ctx, offSession, offSeats, buyers);
  const offCores = cores(beforeOff, cpu());
  const offCheck = await checkRound(
    url,
    offSession,
    offSeats,
    buyers.map((b) => b.memberId),
  );
  loadAvg.push(os.loadavg()[0]);

  const summary = summarize({ limit, opening, off, openingCheck, offCheck, attackerOrders, faults, loadAvg });
  summary.cores = { opening: openingCores, roomOff: offCores };
  print(summary);
  say(`${Math.round((Date.now() - started) / 1000)} s in all`);
  fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, 'bench/results/waiting-room.json'), JSON.stringify(summary, null, 2));
  if (process.env.PARTS) fs.writeFileSync(path.join(process.env.PARTS, 'waitingRoom.json'), JSON.stringify(summary, null, 2));
  const broken = [
    summary.database.seatsInTwoOrders && `${summary.database.seatsInTwoOrders} seats in two live orders`,
    summary.database.faults && `${summary.database.faults} answers of 500 or none (${faults.samples.join('; ')})`,
    !summary.database.ordersAgree && 'the orders in the database differ from what the buyers were told',
    summary.passes.succeeded && `${summary.passes.succeeded} orders without a pass of their own succeeded`,
    summary.order.outOfTurn && `${summary.order.outOfTurn} visitors admitted out of turn`,
  ].filter(Boolean);
  if (broken.length) throw new Error(broken.join(', '));
}

await runStep('waiting-room', ROOT, main);
