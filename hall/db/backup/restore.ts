// A backup restored into an empty target: the checksum beside it checked first, a backup of a newer build refused
// (its schema is ahead of this code), then loaded, then opened as the hall API opens it, which migrates an older
// backup forward to this build's level.
import path from 'node:path';
import { openDatabase } from '../client';
import { sealedByKey } from '../reseal-personal-data';
import { verifyChecksum } from './checksum';
import { buildLevel, databaseLevel } from './level';
import { loadPg } from './load-pg';
import { loadPglite } from './load-pglite';
import { parseBackupName } from './names';
import { BackupRefused } from './refused';

export type Restored = {
  /** The backup's level, and the database's once this build's migrations ran. */
  from: number;
  level: number;
  loadMs: number;
  migrateMs: number;
  /** Identity numbers by the key that sealed them: the hall API needs each of these keys in PERSONAL_DATA_KEYS. */
  sealedUnder: Record<string, number>;
};

export async function restoreBackup(file: string, target: { url?: string; dataDir: string }): Promise<Restored> {
  const name = path.basename(file);
  const parsed = parseBackupName(name);
  if (!parsed)
    throw new BackupRefused(
      `${name} is not named as the hall names its backups (hall-YYYYMMDD-HHMMSS-mNNNN.tar.gz or .pgdump): the name carries the migration level`,
    );
  await verifyChecksum(file);
  const build = buildLevel();
  if (parsed.level > build)
    throw new BackupRefused(
      `${name} was taken at migration level ${parsed.level}, newer than this build's ${build}: restore it with the build that took it, or a later one`,
    );
  if (parsed.kind === 'pg' && !target.url)
    throw new BackupRefused(`${name} is a PostgreSQL backup: set DATABASE_URL to an empty database to restore it into`);
  if (parsed.kind === 'pglite' && target.url)
    throw new BackupRefused(`${name} is an embedded-database backup: unset DATABASE_URL and set DATA_DIR to an empty directory`);

  const started = performance.now();
  if (target.url) await loadPg(file, target.url);
  else await loadPglite(file, target.dataDir);
  const loaded = performance.now();
  const database = await openDatabase({ url: target.url, dataDir: target.dataDir });
  try {
    const level = await databaseLevel(database.db);
    const migrated = performance.now();
    return {
      from: parsed.level,
      level,
      loadMs: Math.round(loaded - started),
      migrateMs: Math.round(migrated - loaded),
      sealedUnder: await sealedByKey(database.db),
    };
  } finally {
    await database.close();
  }
}
