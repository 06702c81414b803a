import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Db } from '../db/client';

const journal = path.join(migrationsFolder, 'meta', '_journal.json');
/** The migrations this build ships: a database with fewer applied is not ready for its code. */
const MIGRATIONS = (JSON.parse(fs.readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;

/**
 * Whether this instance should get traffic (/readyz): not while it drains before shutting down (the load
 * balancer takes it out first, then the requests in flight finish), and only on a reachable database with
 * every migration of this build applied.
 */
export class Readiness {
  draining = false;

  async check(db: Db): Promise<{ ready: boolean; reason?: 'draining' | 'database' | 'migrations'; applied?: number; expected: number }> {
    if (this.draining) return { ready: false, reason: 'draining', expected: MIGRATIONS };
    let applied: number;
    try {
      const result = (await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`)) as unknown as {
        rows: { applied: number }[];
      };
      applied = Number(result.rows[0].applied);
    } catch {
      return { ready: false, reason: 'database', expected: MIGRATIONS };
    }
    if (applied < MIGRATIONS) return { ready: false, reason: 'migrations', applied, expected: MIGRATIONS };
    return { ready: true, applied, expected: MIGRATIONS };
  }
}
