import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A transaction has the same query surface as the database; services accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  driver: 'pglite' | 'pg';
  close: () => Promise<void>;
  /** The PostgreSQL pool's connections, for the metrics (PGlite has one connection and no pool). */
  pool?: () => { total: number; idle: number; waiting: number };
};

/**
 * Beside this module in the sources (hall/db/migrations), beside the bundle in a build (dist/hall/migrations,
 * copied there by scripts/build-hall.mjs): the one place that says where the migrations are.
 */
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Several hall API instances starting together on one server: one migrates while the others wait on this
 * session-level advisory lock, then find nothing left to do. (Drizzle's migrator alone would have each create
 * its bookkeeping table and run the same migration at once.) Any bigint serves; this one spells "hallmigr".
 */
export const MIGRATION_LOCK = 0x68616c6c6d696772n;

/**
 * A PostgreSQL server when a URL is given; otherwise embedded PGlite in dataDir (or in memory for `memory://`). An
 * in-memory PGlite may start from `image`, a data directory dumped by PGlite (the test suite's migrated and seeded
 * database, hall/test/pglite-images.ts): loading it is several times faster than migrating and seeding again.
 */
export async function openDatabase(opts: { url?: string; dataDir: string; image?: Blob }): Promise<Database> {
  if (opts.url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: opts.url, max: Number(process.env.PG_POOL_SIZE ?? 20) });
    // The pool drops an idle connection the server ends (restart, failover, DROP DATABASE … WITH (FORCE)) and
    // opens a new one on the next query; without a listener that 'error' event would crash the process.
    pool.on('error', () => {});
    const db = drizzle(pool, { schema });
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK.toString()]);
      await migrate(drizzle(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK.toString()]).catch(() => {});
      client.release();
    }
    return {
      db: db as unknown as Db,
      driver: 'pg',
      close: () => pool.end(),
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = opts.dataDir === 'memory://';
  const releaseLock = inMemory ? () => {} : takeLock(opts.dataDir);
  const client = !inMemory
    ? new PGlite(path.join(opts.dataDir, 'pglite'))
    : opts.image
      ? new PGlite({ loadDataDir: opts.image })
      : new PGlite();
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

/** PGlite does not lock its directory, and two processes on one directory corrupt it. */
function takeLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'hall.lock');
  try {
    fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = Number(fs.readFileSync(lockFile, 'utf8'));
    if (holder && isAlive(holder)) throw new Error(`${dataDir} is in use by process ${holder}; stop it or set DATA_DIR`);
    fs.writeFileSync(lockFile, String(process.pid));
  }
  return () => fs.rmSync(lockFile, { force: true });
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
