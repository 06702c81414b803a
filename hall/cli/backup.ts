// npm run backup
// One backup into BACKUP_DIR, named with the hall's date and time and the migration level, its .sha256 beside it,
// the oldest beyond BACKUP_KEEP removed. PostgreSQL (DATABASE_URL): pg_dump from here while the hall API serves. The
// embedded database is opened by one process only: a hall API answering at HALL_API_URL takes the backup itself
// (POST /ops/backup, with METRICS_TOKEN as the bearer when set); when none answers, this opens DATA_DIR.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig, type HallConfig } from '../config';
import { openDatabase } from '../db/client';
import { BackupRefused } from '../db/backup/refused';
import { takeBackup, type BackupTaken } from '../db/backup/take';

/** The hall API's backup, or null when nothing listens there. */
async function askHallApi(config: HallConfig): Promise<BackupTaken | null> {
  const base = process.env.HALL_API_URL || `http://127.0.0.1:${config.HALL_PORT}`;
  let res: Response;
  try {
    res = await fetch(new URL('/ops/backup', base), {
      method: 'POST',
      headers: config.METRICS_TOKEN ? { authorization: `Bearer ${config.METRICS_TOKEN}` } : {},
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    if (cause?.code === 'ECONNREFUSED') return null;
    throw new BackupRefused(`cannot reach the hall API at ${base}: ${cause?.message ?? (error as Error).message}`);
  }
  const body = (await res.json().catch(() => ({}))) as BackupTaken & { error?: string };
  if (res.status === 404)
    throw new BackupRefused(`the hall API at ${base} has no POST /ops/backup (an older build): update it, or stop it`);
  if (!res.ok) throw new BackupRefused(`the hall API at ${base} answered ${res.status}: ${body.error ?? 'no reason given'}`);
  console.log(`taken by the hall API at ${base}`);
  return body;
}

async function backup(config: HallConfig): Promise<BackupTaken> {
  const target = { dir: config.BACKUP_DIR, keep: config.BACKUP_KEEP };
  if (config.DATABASE_URL) return takeBackup({ driver: 'pg', url: config.DATABASE_URL }, target);
  const taken = await askHallApi(config);
  if (taken) return taken;
  if (!fs.existsSync(path.join(config.DATA_DIR, 'pglite', 'PG_VERSION')))
    throw new BackupRefused(`no hall API answers and ${config.DATA_DIR} holds no database (set DATA_DIR, or HALL_API_URL)`);
  // Opened as the hall API opens it (its lock taken, this build's migrations applied).
  const database = await openDatabase({ dataDir: config.DATA_DIR });
  try {
    return await takeBackup({ driver: 'pglite', database }, target);
  } finally {
    await database.close();
  }
}

async function main(): Promise<number> {
  const config = loadConfig(process.env);
  try {
    const taken = await backup(config);
    const held = taken.heldMs === null ? '' : `, queries held ${taken.heldMs} ms`;
    console.log(`${taken.file} (${(taken.bytes / 1e6).toFixed(1)} MB, migration level ${taken.level}) in ${taken.tookMs} ms${held}`);
    console.log(`sha256 ${taken.sha256}`);
    for (const name of taken.removed) console.log(`removed ${name}, the oldest beyond BACKUP_KEEP`);
    return 0;
  } catch (error) {
    if (error instanceof BackupRefused) {
      console.error(`refused: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

process.exitCode = await main();
