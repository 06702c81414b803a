// The hall project's set-up, made once per run so each test file starts from a copy instead of migrating and
// seeding its own database: on PGlite the dumped images (pglite-images.ts), on PostgreSQL a template database.
import { openDatabase } from '../db/client';
import { seedIfEmpty } from '../db/seed';
import { createScratchDatabase, PG_TEMPLATE_ENV, testDriver } from './harness';
import { IMAGES_ENV, makeImages } from './pglite-images';

export default async function globalSetup() {
  if (testDriver() === 'pglite') {
    if (!process.env[IMAGES_ENV]) process.env[IMAGES_ENV] = await makeImages();
    return;
  }
  if (process.env[PG_TEMPLATE_ENV]) return;
  // jest.config.mjs leaves them out of this pass (hall/test/driver-free.mjs); say so, so the count of files is explained.
  const driverFree = process.env.HALL_DRIVER_FREE_TESTS;
  if (driverFree) console.info(`\n${driverFree} hall test files never open the run's database: they ran in the PGlite pass only.`);
  const template = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
  const database = await openDatabase({ url: template.url, dataDir: 'memory://' });
  try {
    await seedIfEmpty(database.db);
  } finally {
    // A database is copied only while nobody is connected to it.
    await database.close();
  }
  process.env[PG_TEMPLATE_ENV] = template.name;
}
