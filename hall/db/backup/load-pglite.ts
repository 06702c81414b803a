// An embedded-database backup loaded into an empty data directory, laid out as openDatabase keeps it (DATA_DIR/pglite),
// under the hall API's own lock file (hall.lock with this process's id), so a hall API started meanwhile refuses it.
import fs from 'node:fs';
import path from 'node:path';
import { BackupRefused } from './refused';

/** openDatabase's layout of a data directory (hall/db/client.ts). */
const PGLITE_DIR = 'pglite';
const LOCK_FILE = 'hall.lock';

export async function loadPglite(file: string, dataDir: string): Promise<void> {
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length)
    throw new BackupRefused(`${dataDir} is not empty: restore into an empty data directory (point DATA_DIR at a new one)`);
  fs.mkdirSync(dataDir, { recursive: true });
  const lock = path.join(dataDir, LOCK_FILE);
  fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
  const target = path.join(dataDir, PGLITE_DIR);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    // The type tells PGlite to gunzip it.
    const image = await fs.openAsBlob(file, { type: 'application/x-gzip' });
    const client = new PGlite(target, { loadDataDir: image });
    await client.waitReady;
    await client.close();
  } catch (error) {
    // Half a directory would be refused as not empty by the next try, and open as nothing sensible.
    fs.rmSync(target, { recursive: true, force: true });
    throw error;
  } finally {
    fs.rmSync(lock, { force: true });
  }
}
