// A real hall API process (hall/server.ts) gets SIGTERM in the middle of a stream of orders: /readyz
// turns to "draining" while requests are still served, then the listener closes and the orders in flight
// finish. No order is lost or half-written: the orders in the database are exactly those the clients were told
// of, each with its seat held and its line. PostgreSQL pass only (the process and the test share it).
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { openDatabase, type Database } from './db/client';
import { orderItems, orders, sessionSeats } from './db/schema';
import { seedIfEmpty } from './db/seed';
import { createScratchDatabase, testDriver } from './test/harness';
import { newMember, type TestMember } from './test/members';
import { freeSeats, saleSession } from './test/orders';

const pgOnly = testDriver() === 'pg' ? describe : describe.skip;
const BUYERS = 120;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function waitFor(url: string, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer in ${ms} ms`);
}

pgOnly('SIGTERM during a burst of orders', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let database: Database;
  let server: ChildProcess;
  let exited: Promise<number | null>;
  let base: string;
  let crowd: TestMember[];
  let sessionId: number;
  let seats: number[];

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
    database = await openDatabase({ url: scratch.url, dataDir: 'memory://' });
    await seedIfEmpty(database.db);
    const session = await saleSession(database.db);
    sessionId = session.sessionId;
    seats = (await freeSeats(database.db, sessionId, BUYERS)).map((s) => s.id);
    crowd = await Promise.all(Array.from({ length: BUYERS }, () => newMember(database.db)));

    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'hall/server.ts'], {
      cwd: path.join(__dirname, '..'),
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: scratch.url,
        HALL_PORT: String(port),
        SEED: 'none',
        LOG_LEVEL: 'warn',
        SHUTDOWN_DRAIN_MS: '300',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    exited = new Promise((resolve) => server.on('exit', (code) => resolve(code)));
    await waitFor(`${base}/readyz`);
  }, 120_000);

  afterAll(async () => {
    if (server && server.exitCode === null) server.kill('SIGKILL');
    await database?.close();
    await scratch?.drop();
  });

  it('drains, finishes what is in flight, and leaves no order lost or half-written', async () => {
    const order = (m: TestMember, i: number) =>
      fetch(`${base}/api/order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', access_token: m.token },
        body: JSON.stringify({ lines: { sessionId, seatIds: [seats[i]] } }),
      }).then(
        async (res) => ({ status: res.status, body: (await res.json()) as { code: number; data: { orderId: number } | null } }),
        () => null,
      );

    // A steady stream of orders, one every 10 ms: the signal comes at 300 ms, the listener closes 300 ms later
    // while orders are in flight, and those sent after it find no listener.
    const sent: Promise<Awaited<ReturnType<typeof order>>>[] = [];
    let draining: { status: number; body: unknown } | undefined;
    for (let i = 0; i < BUYERS; i++) {
      sent.push(order(crowd[i], i));
      if (i === 30) server.kill('SIGTERM');
      if (i === 45) {
        const ready = await fetch(`${base}/readyz`).catch(() => null);
        draining = ready ? { status: ready.status, body: await ready.json() } : undefined;
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    const answers = await Promise.all(sent);
    expect(await exited).toBe(0);
    expect(draining).toMatchObject({ status: 503, body: { status: 'draining' } });

    // Nothing failed on the server's side: what was sent before the close was answered; after it, the request
    // found no listener, or (a kept-alive connection during the close) Fastify's own 503, having done nothing.
    const closing = (a: (typeof answers)[number]) =>
      a === null || (a.status === 503 && (a.body as { message?: string }).message === 'Service Unavailable');
    const told = answers.flatMap((a) => (a?.body.code === 20000 ? [a.body.data!.orderId] : []));
    const refused = answers.filter(closing).length;
    expect(answers.filter((a) => a && !closing(a) && a.body.code !== 20000)).toEqual([]);
    expect(told.length).toBeGreaterThan(30);
    expect(told.length + refused).toBe(BUYERS);
    console.info(`server-shutdown: ${told.length} orders answered, ${refused} requests refused by the closing server`);

    const placed = await database.db.select().from(orders).where(eq(orders.sessionId, sessionId));
    expect(placed.map((o) => o.id).sort((a, b) => a - b)).toEqual([...told].sort((a, b) => a - b));
    const lines = await database.db.select().from(orderItems).where(inArray(orderItems.orderId, told));
    const held = await database.db
      .select()
      .from(sessionSeats)
      .where(and(inArray(sessionSeats.orderId, told), eq(sessionSeats.status, 'held')));
    expect({ lines: lines.length, held: held.length }).toEqual({ lines: told.length, held: told.length });
  }, 120_000);
});
