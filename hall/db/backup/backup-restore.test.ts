// Backups the hall can restore. A hall filled as it is used (the demo seed's orders, ticket orders paid at
// the cashier, one paid twice and refunded, a poster, a rental contract signed and its instalment paid, staff and
// their audit entries) is backed up through POST /ops/backup while members keep placing orders, restored into a
// fresh database and found whole: every order acknowledged before the backup began with its payments and seats, no
// order in half, every file by its SHA-256, the staff signing in, the restored hall API serving and taking orders.
// A damaged backup, a renamed one and one of a newer build are refused, as is a target that is not empty; a backup
// of the previous build is migrated forward (on PostgreSQL).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, lte, max } from 'drizzle-orm';
import { auditLog, orders, payments } from '../schema';
import { get, createScratchDatabase, startHall, testDriver, type Hall } from '../../test/harness';
import { freeSeats, saleSession } from '../../test/orders';
import { oneSeatOrder, openSandboxTrade, paidTwice, payAtCashier } from '../../test/refunds';
import { hallIdOf, newRenter, paidProject, PNG } from '../../test/rental';
import { newStaff, nextCode, STAFF_PASSWORD, staffCall, type TestStaff } from '../../test/staff';
import {
  openRestored,
  orderStream,
  ordersHeld,
  previousBuildDatabase,
  signedContracts,
  storedFiles,
  until,
  type Acknowledged,
} from '../../test/backups';
import { writeChecksum } from './checksum';
import { buildLevel } from './level';
import { backupName } from './names';
import { restoreBackup } from './restore';
import { takeBackup, type BackupTaken } from './take';

const driver = testDriver();
const TOKEN = 'backup-test-metrics-token';

let hall: Hall;
let root: string;
let clerk: TestStaff;
/** The orders there were before the stream began (the seed's and the filling's). */
let lastFilledOrder: number;
let lastAudit: number;
const scratches: { url: string; drop: () => Promise<void> }[] = [];
let backup: BackupTaken;
/** The stream's orders acknowledged before the backup began; every order it placed. */
let before: Acknowledged[];
let streamed: number[];
/** The stream's orders the restored database holds. */
let caught: number[];
let restoredTarget: { url?: string; dataDir: string };
let restored: Awaited<ReturnType<typeof openRestored>> | undefined;
/** An empty target of this driver: a new database on the server, or a directory that does not exist yet. */
async function emptyTarget(name: string) {
  const dataDir = path.join(root, name);
  if (driver === 'pglite') return { dataDir };
  const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
  scratches.push(scratch);
  return { url: scratch.url, dataDir };
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-backup-'));
  hall = await startHall({ env: { BACKUP_DIR: path.join(root, 'backups'), METRICS_TOKEN: TOKEN } });
  // One staff member of three roles: each account costs its password's hashing twice.
  clerk = await newStaff(hall.app, hall.db, ['boxOffice', 'content', 'rental']);
  for (const payWith of ['/api/pay/ali', '/api/pay/wx_pay_code'] as const) {
    const { m, orderId } = await oneSeatOrder(hall.app, hall.db);
    await payAtCashier(hall.app, await openSandboxTrade(hall.app, m, orderId, payWith));
  }
  const twice = await paidTwice(hall.app, hall.db);
  const [owed] = await hall.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, twice.orderId), eq(payments.provider, 'wechat')));
  expect((await staffCall(hall.app, 'POST', `/api/staff/refunds/${owed.id}`, { token: clerk.token })).body.code).toBe(20000);
  const poster = await hall.app.inject({
    method: 'POST',
    url: '/api/staff/files',
    payload: PNG.body,
    headers: { 'content-type': PNG.type, staff_token: clerk.token },
  });
  expect(poster.json().code).toBe(20000);
  await paidProject(hall.app, hall.db, clerk, await newRenter(hall.db), 200, await hallIdOf(hall.db, 'small'), false);
  [{ lastFilledOrder }] = (await hall.db.select({ lastFilledOrder: max(orders.id) }).from(orders)) as { lastFilledOrder: number }[];
  [{ lastAudit }] = (await hall.db.select({ lastAudit: max(auditLog.id) }).from(auditLog)) as { lastAudit: number }[];
});

afterAll(async () => {
  await restored?.close();
  await hall?.close();
  await Promise.all(scratches.map((s) => s.drop()));
  fs.rmSync(root, { recursive: true, force: true });
});

const backupCall = (headers: Record<string, string>, remoteAddress?: string) =>
  hall.app.inject({ method: 'POST', url: '/ops/backup', headers, ...(remoteAddress ? { remoteAddress } : {}) });

describe('POST /ops/backup', () => {
  it('answers only a client on this machine that holds the token', async () => {
    expect((await backupCall({})).statusCode).toBe(401);
    expect((await backupCall({ authorization: 'Bearer wrong-token-of-some-length' })).statusCode).toBe(401);
    expect((await backupCall({ authorization: `Bearer ${TOKEN}` }, '10.1.2.3')).statusCode).toBe(403);
    expect(fs.existsSync(path.join(root, 'backups'))).toBe(false);
  });
});

describe('a backup taken while orders keep arriving, restored into a fresh database', () => {
  it('is one file named with the hall’s time and migration level, with its checksum beside it', async () => {
    const { sessionId } = await saleSession(hall.db);
    const stream = orderStream(
      hall.app,
      hall.db,
      sessionId,
      (await freeSeats(hall.db, sessionId, 50)).map((s) => s.id),
    );
    await until(() => stream.acknowledged.length >= 3);
    const began = performance.now();
    before = [...stream.acknowledged];
    const res = await backupCall({ authorization: `Bearer ${TOKEN}` });
    const ended = performance.now();
    // The stream goes on after the backup: the orders it catches mid-way are what the restore must find whole or not at all.
    await until(() => !stream.running() || stream.acknowledged.some((a) => a.sentAt > ended));
    await stream.stop();
    expect(res.statusCode).toBe(200);
    backup = res.json();
    streamed = stream.acknowledged.map((a) => a.orderId);

    const level = buildLevel();
    expect(backup).toMatchObject({ driver, level, removed: [] });
    expect(path.basename(backup.file)).toMatch(new RegExp(`^hall-\\d{8}-\\d{6}-m${String(level).padStart(4, '0')}\\.(tar\\.gz|pgdump)$`));
    expect(fs.readFileSync(`${backup.file}.sha256`, 'utf8')).toBe(`${backup.sha256}  ${path.basename(backup.file)}\n`);
    expect(fs.readdirSync(path.dirname(backup.file)).sort()).toEqual([path.basename(backup.file), `${path.basename(backup.file)}.sha256`]);
    if (driver === 'pglite') expect(backup.heldMs).toEqual(expect.any(Number));
    if (process.env.BACKUP_TIMINGS) {
      const during = stream.acknowledged.filter((a) => a.answeredAt > began && a.sentAt < ended);
      const waits = during.map((a) => Math.round(a.answeredAt - a.sentAt));
      const usual = before.map((a) => a.answeredAt - a.sentAt).sort((a, b) => a - b)[before.length >> 1];
      console.log(
        JSON.stringify({
          driver,
          backup,
          usualOrderMs: Math.round(usual),
          ordersDuring: waits.length,
          slowestOrderDuringMs: Math.max(0, ...waits),
        }),
      );
    }
  });

  it('restores into an empty target, and the restored hall API serves', async () => {
    restoredTarget = await emptyTarget('restored');
    const result = await restoreBackup(backup.file, restoredTarget);
    expect(result).toMatchObject({ from: backup.level, level: buildLevel() });
    if (process.env.BACKUP_TIMINGS) console.log(JSON.stringify({ driver, restore: result }));
    restored = await openRestored(restoredTarget);
    const ready = await get(restored.app, '/readyz');
    expect(ready.status).toBe(200);
    expect((await get(restored.app, '/api/project/place_list')).body.data.length).toBeGreaterThan(0);
    caught = (await restored.db.select({ id: orders.id }).from(orders).where(inArray(orders.id, streamed))).map((o) => o.id);
    // Its sequences came along: a new order takes a number after the last one the backup holds.
    const [{ last }] = await restored.db.select({ last: max(orders.id) }).from(orders);
    expect((await oneSeatOrder(restored.app, restored.db)).orderId).toBeGreaterThan(last!);
  });

  it('holds every order acknowledged before the backup began, with its lines, payments, refunds and seats', async () => {
    const filled = (await hall.db.select({ id: orders.id }).from(orders).where(lte(orders.id, lastFilledOrder))).map((o) => o.id);
    const acknowledged = [...filled, ...before.map((a) => a.orderId)];
    const held = await ordersHeld(restored!.db, acknowledged);
    expect(held.orders.map((o) => o.id)).toEqual([...acknowledged].sort((a, b) => a - b));
    expect(held).toEqual(await ordersHeld(hall.db, acknowledged));
    expect(held.payments.length).toBeGreaterThanOrEqual(4);
    expect(held.refunds).toEqual([expect.objectContaining({ state: 'succeeded' })]);
    // An order of the stream is there whole or not at all, whenever the backup caught it.
    expect(caught.length).toBeGreaterThanOrEqual(before.length);
    expect(await ordersHeld(restored!.db, caught)).toEqual(await ordersHeld(hall.db, caught));
  });

  it('holds every stored file with its SHA-256, the signed contract, the staff and their audit entries', async () => {
    const restoredFiles = await storedFiles(restored!.db);
    expect(restoredFiles).toEqual(await storedFiles(hall.db));
    expect(restoredFiles.filter((f) => f.held !== f.recorded)).toEqual([]);
    expect(restoredFiles.length).toBeGreaterThanOrEqual(3);
    const contracts = await signedContracts(restored!.db);
    expect(contracts.map((c) => c.party).sort()).toEqual(['renter', 'staff']);
    expect(contracts.filter((c) => c.held !== c.signed)).toEqual([]);

    const audit = (db: typeof hall.db) => db.select().from(auditLog).where(lte(auditLog.id, lastAudit)).orderBy(auditLog.id);
    expect(await audit(restored!.db)).toEqual(await audit(hall.db));
    const signIn = await staffCall(restored!.app, 'POST', '/api/staff/login', {
      body: { username: clerk.username, password: STAFF_PASSWORD, code: nextCode(clerk.secret) },
    });
    expect(signIn.body.data).toMatchObject({ step: 'done' });
    const me = await staffCall(restored!.app, 'GET', '/api/staff/me', { token: signIn.body.data.token });
    expect(me.body.data).toMatchObject({ username: clerk.username, roles: ['boxOffice', 'content', 'rental'] });
  });
});

describe('restore refuses', () => {
  const copy = (name: string) => {
    const dir = fs.mkdtempSync(path.join(root, 'copy-'));
    const file = path.join(dir, name);
    fs.copyFileSync(backup.file, file);
    return file;
  };

  it('a file that does not match its checksum, and a file renamed from its checksum', async () => {
    const tampered = copy(path.basename(backup.file));
    fs.copyFileSync(`${backup.file}.sha256`, `${tampered}.sha256`);
    const bytes = fs.readFileSync(tampered);
    bytes[bytes.length >> 1] ^= 0xff;
    fs.writeFileSync(tampered, bytes);
    const target = await emptyTarget('never-tampered');
    await expect(restoreBackup(tampered, target)).rejects.toThrow(/does not match its checksum/);
    expect(fs.existsSync(target.dataDir)).toBe(false);

    const renamed = copy(backupName(driver, backup.level - 1, new Date(Date.now() - 60_000)));
    fs.copyFileSync(`${backup.file}.sha256`, `${renamed}.sha256`);
    await expect(restoreBackup(renamed, target)).rejects.toThrow(/is the checksum of hall-/);
  });

  it('a backup of a newer migration level than the build, saying so', async () => {
    const newer = copy(backupName(driver, buildLevel() + 1));
    writeChecksum(newer, backup.sha256);
    await expect(restoreBackup(newer, await emptyTarget('never-newer'))).rejects.toThrow(
      `was taken at migration level ${buildLevel() + 1}, newer than this build's ${buildLevel()}`,
    );
  });

  it('a target that is not empty', async () => {
    await expect(restoreBackup(backup.file, restoredTarget)).rejects.toThrow(/not empty/);
  });
});

// On PostgreSQL only: migrating forward is drizzle's migrator, the same code on both drivers, and on PGlite the
// previous build's database costs 6 s more (migrated from nothing, dumped, loaded again), where the main test
// already loads a backup into PGlite.
const pgOnly = driver === 'pg' ? describe : describe.skip;
pgOnly('a backup of the previous build', () => {
  it('is migrated forward by the restore', async () => {
    const source = driver === 'pg' ? (await emptyTarget('previous')).url : undefined;
    const previous = await previousBuildDatabase(root, source);
    try {
      const taken = await takeBackup(previous.source, { dir: path.join(root, 'previous-backups'), keep: 14 });
      expect(taken.level).toBe(buildLevel() - 1);
      const result = await restoreBackup(taken.file, await emptyTarget('restored-previous'));
      expect(result).toMatchObject({ from: buildLevel() - 1, level: buildLevel() });
    } finally {
      await previous.close();
    }
  });
});
