// The hall API under test: the Fastify app on a seeded database of the driver scripts/test.sh asks for.
// HALL_TEST_DRIVER=pglite (default) runs each test file on its own in-memory PGlite, loaded from the run's image
// (pglite-images.ts); HALL_TEST_DRIVER=pg gives each file its own fresh database on the PostgreSQL server of
// TEST_DATABASE_URL, so files run in parallel.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database, type Db } from '../db/client';
import { seedIfEmpty } from '../db/seed';
import { imageFor } from './pglite-images';
import type { SiteCache } from '../platform/site-cache';
import type { PaymentProvider } from '../providers/pay/types';

export type Driver = 'pglite' | 'pg';

export type Hall = {
  app: FastifyInstance;
  db: Db;
  database: Database;
  driver: Driver;
  close: () => Promise<void>;
};

/** The driver of this run. A pg run without a server is an error, never a silent PGlite run or a skip. */
export function testDriver(env: Record<string, string | undefined> = process.env): Driver {
  const driver = env.HALL_TEST_DRIVER || 'pglite';
  if (driver !== 'pglite' && driver !== 'pg') {
    throw new Error(`HALL_TEST_DRIVER must be "pglite" or "pg", not "${driver}"`);
  }
  if (driver === 'pg' && !env.TEST_DATABASE_URL) {
    throw new Error(
      'HALL_TEST_DRIVER=pg needs TEST_DATABASE_URL (a PostgreSQL 15 server where the tests may create databases); ' +
        'start one with `eval "$(bash scripts/pg-test-cluster.sh start)"`',
    );
  }
  return driver;
}

export type StartOptions = {
  /** Seed the demo content (default true). */
  seed?: boolean;
  /** Extra configuration (e.g. PAYMENT_WINDOW_SECONDS) on top of the test defaults. */
  env?: Record<string, string>;
  /** What the site would be told of changed pages (the real one calls SITE_URL). */
  siteCache?: SiteCache;
  /** The payment provider instead of the configured one (the real adapters with test keys). */
  payments?: PaymentProvider;
  /** Where the hall API's log lines go (with TEST_LOG_LEVEL or env.LOG_LEVEL above silent). */
  logger?: { write(line: string): void };
};

export async function startHall({ seed = true, env = {}, siteCache, payments, logger }: StartOptions = {}): Promise<Hall> {
  const driver = testDriver();
  const template = seed ? process.env[PG_TEMPLATE_ENV] : undefined;
  const scratch = driver === 'pg' ? await createScratchDatabase(process.env.TEST_DATABASE_URL!, template) : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: 'memory://',
    SEED: seed ? 'demo' : 'none',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    ...env,
  });
  let database: Database | undefined;
  try {
    const image = scratch ? undefined : imageFor(seed);
    database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, image });
    if (seed && !image) await seedIfEmpty(database.db);
    const app = await buildApp({ config, database, siteCache, payments, logger });
    await app.ready();
    const opened = database;
    let closed = false;
    return {
      app,
      db: opened.db,
      database: opened,
      driver,
      close: async () => {
        if (closed) return;
        closed = true;
        try {
          await app.close();
          await opened.close();
        } finally {
          await scratch?.drop();
        }
      },
    };
  } catch (error) {
    await database?.close().catch(() => {});
    await scratch?.drop().catch(() => {});
    throw error;
  }
}

/** CREATE DATABASE hall_test_<random> on the server; drop() removes it even if a connection was left open. */
/** Where a pg run keeps its migrated and seeded database, copied for each test file (set by global-setup.ts). */
export const PG_TEMPLATE_ENV = 'HALL_PG_TEMPLATE';

/** A new database on the server, empty or a copy of `template` (PostgreSQL copies its files: no migrating, no seeding). */
export async function createScratchDatabase(serverUrl: string, template?: string) {
  const { Client } = await import('pg');
  const name = `hall_test_${process.pid}_${randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

export type Answer<T = unknown> = {
  status: number;
  body: { code: number; subCode?: number | string | null; subMsg?: string | null; data: T };
  headers: Record<string, unknown>;
};

/** A GET as the site's BFF would send it; `headers` carries `language`, `access_token` … */
export async function get<T = any>(app: FastifyInstance, url: string, headers: Record<string, string> = {}): Promise<Answer<T>> {
  const res = await app.inject({ method: 'GET', url, headers });
  let body: Answer<T>['body'];
  try {
    body = res.json();
  } catch {
    throw new Error(`GET ${url} answered ${res.statusCode} with a body that is not JSON: ${res.body.slice(0, 200)}`);
  }
  return { status: res.statusCode, body, headers: res.headers };
}

/** A query string from an object; undefined values are left out. */
export function qs(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) search.set(k, String(v));
  const s = search.toString();
  return s ? `?${s}` : '';
}
