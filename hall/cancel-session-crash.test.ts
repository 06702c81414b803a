// A session with 50 paid orders is cancelled; the hall API process running the job is
// killed (SIGKILL, no goodbye) in the middle of the refunds and another one is started. Every order ends refunded,
// every payment is refunded exactly once at the payment sandbox, and each member gets one letter of each kind.
// PostgreSQL pass only (the processes and the test share the server).
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { and, count, eq, inArray } from 'drizzle-orm';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { auditLog, orders, payments, refunds, sandboxRefunds, sessionCancellations, stationLetters } from './db/schema';
import { seedIfEmpty } from './db/seed';
import { paidOrders, stockSession } from './test/cancellation';
import { createScratchDatabase, testDriver } from './test/harness';
import { newStaff, staffCall } from './test/staff';

const pgOnly = testDriver() === 'pg' ? describe : describe.skip;
const ORDERS = 50;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

pgOnly('a session cancellation survives its process being killed', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let database: Database;
  const started: ChildProcess[] = [];

  /** A hall API process that runs the background work, with a short lease so that the test need not wait long. */
  async function hallProcess() {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'hall/server.ts'], {
      cwd: path.join(__dirname, '..'),
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: scratch.url,
        HALL_PORT: String(port),
        SEED: 'none',
        LOG_LEVEL: 'warn',
        CANCELLATION_LEASE_MS: '2000',
        // Slow enough that the kill lands in the middle of 50 orders.
        CANCELLATION_PACE_MS: '80',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    started.push(child);
    return child;
  }

  const succeeded = async (orderIds: number[]) =>
    (
      await database.db
        .select({ n: count() })
        .from(refunds)
        .where(and(inArray(refunds.orderId, orderIds), eq(refunds.state, 'succeeded')))
    )[0].n;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
    database = await openDatabase({ url: scratch.url, dataDir: 'memory://' });
    await seedIfEmpty(database.db);
  }, 120_000);

  afterAll(async () => {
    for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
    await database?.close();
    await scratch?.drop();
  });

  it('refunds all 50 orders exactly once, killed in the middle and restarted', async () => {
    // The orders are made and the session cancelled through an in-process hall API without background work,
    // so the job waits for the processes below.
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: scratch.url, SEED: 'none' });
    const app = await buildApp({ config, database });
    await app.ready();
    const editor = await newStaff(app, database.db, ['content']);
    const clerk = await newStaff(app, database.db, ['boxOffice']);
    const { sessionId, ticketClassId } = await stockSession(app, database.db, editor.token, ORDERS);
    const paid = await paidOrders(app, database.db, sessionId, ticketClassId, ORDERS);
    const ids = paid.map((p) => p.orderId);
    const asked = await staffCall(app, 'POST', `/api/staff/reports/sessions/${sessionId}/cancel`, {
      token: clerk.token,
      body: { reason: '场馆设备故障', enReason: 'a fault in the hall' },
    });
    expect(asked.body.data).toMatchObject({ state: 'running', ordersTotal: ORDERS });
    await app.close();

    const first = await hallProcess();
    const firstExit = new Promise((resolve) => first.on('exit', resolve));
    let atKill = 0;
    for (const until = Date.now() + 60_000; Date.now() < until; await sleep(20)) {
      atKill = await succeeded(ids);
      if (atKill >= 10) break;
    }
    first.kill('SIGKILL');
    await firstExit;
    atKill = await succeeded(ids);
    expect(atKill).toBeGreaterThan(0);
    expect(atKill).toBeLessThan(ORDERS);

    await hallProcess();
    let job: typeof sessionCancellations.$inferSelect | undefined;
    for (const until = Date.now() + 90_000; Date.now() < until; await sleep(250)) {
      [job] = await database.db.select().from(sessionCancellations).where(eq(sessionCancellations.sessionId, sessionId));
      if (job.state === 'done') break;
    }
    expect(job).toMatchObject({ state: 'done', lastError: null });
    console.info(`cancel-session-crash: killed with ${atKill} of ${ORDERS} refunds done; the next process finished the rest`);

    const ended = await database.db.select().from(orders).where(inArray(orders.id, ids));
    expect(ended.filter((o) => o.status === 'cancelled' && o.cancelReason === 'hall' && o.refundState === 'refunded')).toHaveLength(ORDERS);
    const paidTrades = await database.db.select().from(payments).where(inArray(payments.orderId, ids));
    expect(paidTrades).toHaveLength(ORDERS);
    const done = await database.db.select().from(refunds).where(inArray(refunds.orderId, ids));
    expect(done).toHaveLength(ORDERS);
    expect(done.every((r) => r.state === 'succeeded')).toBe(true);
    // The sandbox, like a provider, records each refund it paid: one per payment, each for the payment's amount.
    const atSandbox = await database.db
      .select()
      .from(sandboxRefunds)
      .where(
        inArray(
          sandboxRefunds.tradeNo,
          paidTrades.map((p) => p.providerTradeNo),
        ),
      );
    expect(atSandbox).toHaveLength(ORDERS);
    expect(atSandbox.reduce((sum, r) => sum + r.amountFen, 0)).toBe(paidTrades.reduce((sum, p) => sum + p.amountFen, 0));

    const letters = await database.db
      .select({ memberId: stationLetters.memberId, title: stationLetters.title })
      .from(stationLetters)
      .where(
        inArray(
          stationLetters.memberId,
          paid.map((p) => p.m.id),
        ),
      );
    for (const { m } of paid) {
      expect(
        letters
          .filter((l) => l.memberId === m.id)
          .map((l) => l.title)
          .sort(),
      ).toEqual(['演出场次取消通知', '退款已原路退回']);
    }
    const [settledEntries] = await database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'refund.succeeded'));
    expect(settledEntries.n).toBe(ORDERS);
  }, 240_000);
});
