// Helpers of the backup tests: a stream of orders placed while a backup runs, what a database holds of some orders
// and of its files (to compare a restored database with its source), a database of the previous build, and a hall API
// opened on a restored database.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { migrationsFolder, openDatabase, type Database, type Db } from '../db/client';
import * as schema from '../db/schema';
import type { BackupSource } from '../db/backup/take';
import { contractSignatures, enterpriseFiles, files, orderItems, orders, payments, refunds, sessionSeats } from '../db/schema';
import { call, newMember } from './members';

export type Acknowledged = { orderId: number; sentAt: number; answeredAt: number };

/**
 * `workers` members at a time each ordering one of `seats` (each seat once), until stopped or out of seats. Every
 * order is recorded once the hall API has acknowledged it, with when it was sent and answered.
 */
export function orderStream(app: FastifyInstance, db: Db, sessionId: number, seats: number[], workers = 3) {
  const acknowledged: Acknowledged[] = [];
  let stopped = false;
  const loops = Array.from({ length: workers }, async () => {
    for (let seat = seats.shift(); seat !== undefined && !stopped; seat = seats.shift()) {
      const m = await newMember(db);
      const sentAt = performance.now();
      const placed = await call(app, 'POST', '/api/order', { token: m.token, body: { lines: { sessionId, seatIds: [seat] } } });
      if (placed.body.code !== 20000) throw new Error(`order refused: ${JSON.stringify(placed.body)}`);
      acknowledged.push({ orderId: placed.body.data.orderId, sentAt, answeredAt: performance.now() });
    }
  });
  return {
    acknowledged,
    /** Whether the stream still has seats to order. */
    running: () => seats.length > 0 && !stopped,
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/** Resolves once `condition` holds (polled every 5 ms), or fails after `ms`. */
export async function until(condition: () => boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('the condition did not come true in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Everything the hall keeps of these orders: the orders, their lines, payments, refunds and seats. */
export async function ordersHeld(db: Db, ids: number[]) {
  return {
    orders: await db.select().from(orders).where(inArray(orders.id, ids)).orderBy(orders.id),
    items: await db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(orderItems.id),
    payments: await db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(payments.id),
    refunds: await db.select().from(refunds).where(inArray(refunds.orderId, ids)).orderBy(refunds.id),
    seats: await db.select().from(sessionSeats).where(inArray(sessionSeats.orderId, ids)).orderBy(sessionSeats.id),
  };
}

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/** Every stored file (pictures, project files) with the hash recorded for it and the hash of the bytes held. */
export async function storedFiles(db: Db) {
  const pictures = await db.select({ sha256: files.sha256, content: files.content }).from(files);
  const project = await db
    .select({ id: enterpriseFiles.id, sha256: enterpriseFiles.sha256, content: enterpriseFiles.content })
    .from(enterpriseFiles);
  return [
    ...pictures.map((f) => ({ file: `files/${f.sha256}`, recorded: f.sha256, held: sha256(f.content) })),
    ...project.map((f) => ({ file: `enterprise_files/${f.id}`, recorded: f.sha256, held: sha256(f.content) })),
  ].sort((a, b) => a.file.localeCompare(b.file));
}

/** Each contract signature with the hash it signed and the hash of the file it names, as stored now. */
export async function signedContracts(db: Db) {
  const signatures = await db.select().from(contractSignatures).orderBy(contractSignatures.id);
  const contracts = await db
    .select({ id: enterpriseFiles.id, content: enterpriseFiles.content })
    .from(enterpriseFiles)
    .where(
      inArray(
        enterpriseFiles.id,
        signatures.map((s) => s.fileId),
      ),
    );
  const heldOf = new Map(contracts.map((c) => [c.id, sha256(c.content)]));
  return signatures.map((s) => ({ id: s.id, party: s.party, signed: s.sha256, held: heldOf.get(s.fileId) }));
}

/** The hall API on a restored database, as the server would start it (nothing seeded: the backup has it all). */
export async function openRestored(target: { url?: string; dataDir: string }) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED: 'none',
    DATA_DIR: target.dataDir,
    ...(target.url ? { DATABASE_URL: target.url } : {}),
  });
  const database = await openDatabase({ url: target.url, dataDir: target.dataDir });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** This build's migrations but the last, in `root`: what the previous build shipped. */
function previousMigrations(root: string): string {
  const folder = path.join(root, 'migrations-previous');
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  journal.entries.pop();
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/** A database as the previous build left it (migrated to one level below this build's), to back up and restore. */
export async function previousBuildDatabase(root: string, url?: string): Promise<{ source: BackupSource; close: () => Promise<void> }> {
  const folder = previousMigrations(root);
  if (url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: url, max: 1 });
    try {
      await migrate(drizzle(pool, { schema }), { migrationsFolder: folder });
    } finally {
      await pool.end();
    }
    return { source: { driver: 'pg', url }, close: async () => {} };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite();
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: folder });
  const database: Database = { db: db as unknown as Db, driver: 'pglite', close: () => client.close() };
  return { source: { driver: 'pglite', database }, close: database.close };
}
