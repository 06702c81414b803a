// A second hall API instance on the database of a test's hall: the two share nothing but PostgreSQL, as two
// servers behind a load balancer do. Used by the race tests and the limits shared between instances.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import type { Hall } from './harness';

export type SecondInstance = { app: FastifyInstance; close: () => Promise<void> };

export async function secondInstance(hall: Hall): Promise<SecondInstance> {
  const database = await openDatabase({ url: hall.app.config.DATABASE_URL, dataDir: 'memory://' });
  const app = await buildApp({ config: hall.app.config, database });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
