// One backup into `dir`: PostgreSQL by pg_dump's custom format (a snapshot, so the hall keeps serving and writing
// meanwhile), the embedded database through the client that has it open (dump-pglite.ts). The file is written under
// a partial name and renamed once whole, with its .sha256 beside it; then the oldest beyond `keep` are removed.
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../client';
import { sha256Of, writeChecksum } from './checksum';
import { dumpPglite } from './dump-pglite';
import { databaseLevel, serverLevel } from './level';
import { backupName, type BackupKind } from './names';
import { runPgTool } from './pg-tools';
import { BackupRefused } from './refused';
import { pruneBackups } from './retention';

export type BackupSource = { driver: 'pg'; url: string } | { driver: 'pglite'; database: Database };

export type BackupTaken = {
  file: string;
  driver: BackupKind;
  level: number;
  bytes: number;
  sha256: string;
  tookMs: number;
  /** The embedded database only: how long every query waited for the dump. */
  heldMs: number | null;
  removed: string[];
};

export async function takeBackup(
  source: BackupSource,
  { dir, keep, now = new Date() }: { dir: string; keep: number; now?: Date },
): Promise<BackupTaken> {
  const started = performance.now();
  const level = source.driver === 'pg' ? await serverLevel(source.url) : await databaseLevel(source.database.db);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.resolve(dir, backupName(source.driver, level, now));
  if (fs.existsSync(file)) throw new BackupRefused(`${file} exists already: one backup a second`);
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.partial`);
  let heldMs: number | null = null;
  try {
    if (source.driver === 'pg') await runPgTool('pg_dump', ['--format=custom', `--file=${partial}`], source.url);
    else heldMs = (await dumpPglite(source.database, partial)).heldMs;
    const sha256 = await sha256Of(partial);
    writeChecksum(file, sha256);
    fs.renameSync(partial, file);
    const taken: BackupTaken = {
      file,
      driver: source.driver,
      level,
      bytes: fs.statSync(file).size,
      sha256,
      tookMs: Math.round(performance.now() - started),
      heldMs: heldMs === null ? null : Math.round(heldMs),
      removed: pruneBackups(path.dirname(file), keep),
    };
    return taken;
  } finally {
    fs.rmSync(partial, { force: true });
  }
}
