// POST /ops/backup (ours, operations): a backup taken by this instance into its BACKUP_DIR → db/backup/take. The
// embedded database is opened by one process only, so `npm run backup` asks the running hall API to take it; on
// PostgreSQL it works too (pg_dump from this host). Outside /api, so the site's BFF never forwards it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { route, type HallApp } from '../../platform/route-schema';
import { takeBackup, type BackupSource } from '../../db/backup/take';
import { BackupRefused } from '../../db/backup/refused';

const isLoopback = (address: string | undefined) => address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';

/** From this machine only, and with the METRICS_TOKEN bearer when one is set (behind a proxy every client is loopback). */
function refusal(app: HallApp, request: FastifyRequest, reply: FastifyReply) {
  if (!isLoopback(request.socket.remoteAddress)) return reply.status(403).send({ error: 'backups are taken from this machine only' });
  const token = app.config.METRICS_TOKEN;
  if (token && request.headers.authorization !== `Bearer ${token}`)
    return reply.status(401).send({ error: 'backups need the bearer token' });
  return null;
}

export async function backupRoutes(app: HallApp) {
  // One at a time: a second dump would only hold the database twice as long.
  let running = false;
  app.post(
    '/ops/backup',
    route({
      summary: 'Takes a backup of the database into BACKUP_DIR (loopback clients, with the METRICS_TOKEN bearer when one is set)',
      answer: 'operations',
    }),
    async (request, reply) => {
      const refused = refusal(app, request, reply);
      if (refused) return refused;
      if (running) return reply.status(409).send({ error: 'a backup is being taken' });
      running = true;
      const source: BackupSource =
        app.database.driver === 'pg' ? { driver: 'pg', url: app.config.DATABASE_URL! } : { driver: 'pglite', database: app.database };
      try {
        const taken = await takeBackup(source, { dir: app.config.BACKUP_DIR, keep: app.config.BACKUP_KEEP });
        request.log.info({ backup: taken }, 'backup taken');
        return taken;
      } catch (error) {
        // The caller is the operator (this machine, the token): the reason is theirs to read.
        request.log.error({ err: error }, 'backup failed');
        return reply.status(error instanceof BackupRefused ? 409 : 500).send({ error: (error as Error).message });
      } finally {
        running = false;
      }
    },
  );
}
