// npm run restore -- FILE
// Into an empty data directory (DATA_DIR, the embedded database) or an empty PostgreSQL database (DATABASE_URL),
// with the hall API stopped: the checksum beside FILE checked, a backup of a newer build refused, an older one
// migrated forward. The backup holds identity numbers sealed: the hall API needs the PERSONAL_DATA_KEYS,
// PERSONAL_DATA_HASH_KEY and STAFF_TOTP_KEY it had when the backup was taken.
import { loadConfig } from '../config';
import { BackupRefused } from '../db/backup/refused';
import { restoreBackup } from '../db/backup/restore';
import { parseDataKeys } from '../platform/personal-data';

const USAGE = 'usage: npm run restore -- <backup file> (into an empty DATA_DIR, or the empty database of DATABASE_URL)';

async function main(file: string | undefined): Promise<number> {
  if (!file) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig(process.env);
  try {
    const restored = await restoreBackup(file, { url: config.DATABASE_URL, dataDir: config.DATA_DIR });
    const into = config.DATABASE_URL ? 'the database of DATABASE_URL' : config.DATA_DIR;
    console.log(`restored ${file} into ${into} in ${restored.loadMs} ms`);
    console.log(
      restored.level > restored.from
        ? `migrated from level ${restored.from} to ${restored.level} in ${restored.migrateMs} ms`
        : `opened at migration level ${restored.level} in ${restored.migrateMs} ms`,
    );
    const keys = parseDataKeys(config.PERSONAL_DATA_KEYS);
    const missing = Object.keys(restored.sealedUnder).filter((id) => !keys.has(id));
    if (missing.length)
      console.warn(
        `warning: identity numbers sealed under the key(s) ${missing.join(', ')} are not in PERSONAL_DATA_KEYS: start the hall API with the keys it had when the backup was taken`,
      );
    return 0;
  } catch (error) {
    if (error instanceof BackupRefused) {
      console.error(`refused: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

process.exitCode = await main(process.argv[2]);
