// Several hall API instances started together on one fresh PostgreSQL database (a deploy of N replicas): one
// migrates and seeds while the others wait on advisory locks, then every instance serves. On PGlite there is
// one process per directory, so this runs in the PostgreSQL pass only.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from './client';
import { halls, performances } from './schema';
import { seedIfEmpty } from './seed';
import { createScratchDatabase, testDriver } from '../test/harness';

const pgOnly = testDriver() === 'pg' ? describe : describe.skip;
const INSTANCES = 4;

pgOnly('instances starting together', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  const opened: Database[] = [];
  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
  });
  afterAll(async () => {
    await Promise.all(opened.map((d) => d.close()));
    await scratch?.drop();
  });

  it(`${INSTANCES} instances on an empty database: every migration applied once, the demo seeded once, all serving`, async () => {
    const started = await Promise.all(
      Array.from({ length: INSTANCES }, async () => {
        const database = await openDatabase({ url: scratch.url, dataDir: 'memory://' });
        opened.push(database);
        return { database, seeded: await seedIfEmpty(database.db) };
      }),
    );
    expect(started.filter((s) => s.seeded)).toHaveLength(1);

    const files = fs.readdirSync(path.join(__dirname, 'migrations')).filter((f) => f.endsWith('.sql'));
    const result = (await started[0].database.db.execute(
      sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
    )) as unknown as {
      rows: { applied: number }[];
    };
    const [{ applied }] = result.rows;
    expect(applied).toBe(files.length);

    const [{ n }] = await started[0].database.db.select({ n: sql<number>`count(*)::int` }).from(halls);
    const counts = await Promise.all(
      started.map(({ database }) => database.db.select({ n: sql<number>`count(*)::int` }).from(performances)),
    );
    expect(new Set(counts.map(([c]) => c.n)).size).toBe(1);
    expect(n).toBeGreaterThan(0);
    expect(counts[0][0].n).toBeGreaterThan(0);
  }, 60_000);
});
