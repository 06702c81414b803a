// The migration level: how many of the build's migrations a database has applied. A backup carries it in its name,
// so a restore refuses one taken by a newer build (its schema is ahead of this code) and migrates an older one forward.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Db } from '../client';

const APPLIED = 'select count(*)::int as applied from drizzle.__drizzle_migrations';

/** The migrations this build ships (drizzle's journal, as /readyz counts them). */
export function buildLevel(folder = migrationsFolder): number {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

export async function databaseLevel(db: Db): Promise<number> {
  const result = (await db.execute(sql.raw(APPLIED))) as unknown as { rows: { applied: number }[] };
  return Number(result.rows[0].applied);
}

/** The level of a PostgreSQL database read without opening the hall's pool, which would migrate it first. */
export async function serverLevel(url: string): Promise<number> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ applied: number }>(APPLIED);
    return Number(result.rows[0].applied);
  } finally {
    await client.end();
  }
}
