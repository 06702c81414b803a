// The money model's hall: one hall API per test file on the seeded test database (either driver), with the model's
// cast added once, then every table copied aside. Before each run every table is put back as the cast left it, so
// a run's state never leaks into the next (a payment that makes the expiry sweep throw would otherwise break every
// later run and every shrink). Putting 66 tables back takes a quarter of a second; a new PGlite takes ten times that.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { HallApp } from '../../platform/route-schema';
import { startHall, type Driver, type Hall } from '../harness';
import { buildCast, type Cast } from './cast';

/** One run's hall: the file's hall API on the database as the cast left it. */
export type RunHall = { app: HallApp; database: Database };

export type World = { driver: Driver; cast: Cast; fresh: () => Promise<RunHall>; dispose: () => Promise<void> };

const SNAPSHOT = 'money_model_cast';

/** Statements without parameters, several at once, on one connection (one session). */
async function script(database: Database, text: string) {
  const client = (database.db as unknown as { $client: { exec?: (q: string) => Promise<unknown>; query: (q: string) => Promise<unknown> } })
    .$client;
  await (database.driver === 'pglite' ? client.exec!(text) : client.query(text));
}

export async function openWorld(): Promise<World> {
  const hall: Hall = await startHall();
  try {
    const app = hall.app as HallApp;
    const cast = await buildCast(app, hall.db);
    const tables = (
      (await hall.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)) as unknown as {
        rows: { tablename: string }[];
      }
    ).rows.map((r) => `"${r.tablename}"`);
    await script(
      hall.database,
      [`create schema ${SNAPSHOT};`, ...tables.map((t) => `create table ${SNAPSHOT}.${t} as table public.${t};`)].join('\n'),
    );
    // Foreign keys and triggers are not checked while the rows are put back: they were consistent when copied.
    const restore = [
      'set session_replication_role = replica;',
      `truncate ${tables.map((t) => `public.${t}`).join(', ')};`,
      ...tables.map((t) => `insert into public.${t} overriding system value select * from ${SNAPSHOT}.${t};`),
      'set session_replication_role = origin;',
      // The clerk's session was made when the cast was: on a long search it would read as idle (30 minutes).
      'update staff_sessions set last_seen_at = now();',
    ].join('\n');
    const fresh = async (): Promise<RunHall> => {
      await script(hall.database, restore);
      return { app, database: hall.database };
    };
    return { driver: hall.driver, cast, fresh, dispose: () => hall.close() };
  } catch (error) {
    await hall.close();
    throw error;
  }
}
