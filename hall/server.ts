import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { sealPlainPersonalData } from './db/seal-personal-data';
import { seedIfEmpty } from './db/seed';
import { usePersonalDataKeys } from './platform/personal-data';

const config = loadConfig();
usePersonalDataKeys(config.PERSONAL_DATA_KEYS, config.PERSONAL_DATA_HASH_KEY);
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
const collisions = await sealPlainPersonalData(database.db);
if (config.SEED === 'demo') await seedIfEmpty(database.db);
const app = await buildApp({ config, database, sweeper: true });
if (collisions.length) app.log.warn({ collisions }, 'identity numbers sealed: some rows were one person in two forms (15 and 18 digits)');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  // First out of the load balancer (/readyz says draining, requests are still served), then stop taking
  // requests and let those in flight finish, then release the database (and PGlite's lock).
  app.readiness.draining = true;
  app.log.info({ signal, drainMs: config.SHUTDOWN_DRAIN_MS }, 'draining before shutdown');
  await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_MS));
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.HALL_PORT, host: config.HALL_HOST });
