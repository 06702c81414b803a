import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
if (config.SEED === 'demo') await seedIfEmpty(database.db);
const app = await buildApp({ config, database, sweeper: true });

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
