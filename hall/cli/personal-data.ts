// npm run personal-data -- keys      how many identity numbers are sealed under each key
// npm run personal-data -- reseal    seal every one under the current key (the first of PERSONAL_DATA_KEYS)
// Rotation: put the new key first in PERSONAL_DATA_KEYS and keep the old one after it, restart the hall API,
// run reseal, check that `keys` shows only the new key, then drop the old one from the list. The hall keeps
// serving meanwhile (each batch is its own transaction); with the embedded database stop the hall API first,
// since one process opens it.
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { resealPersonalData, sealedByKey } from '../db/reseal-personal-data';
import { sealPlainPersonalData } from '../db/seal-personal-data';
import { usePersonalDataKeys } from '../platform/personal-data';

const USAGE = 'usage: npm run personal-data -- keys | reseal';

async function main(command: string | undefined): Promise<number> {
  if (command !== 'keys' && command !== 'reseal') {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig(process.env);
  usePersonalDataKeys(config.PERSONAL_DATA_KEYS, config.PERSONAL_DATA_HASH_KEY);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    if (command === 'reseal') {
      await sealPlainPersonalData(database.db);
      const { resealed } = await resealPersonalData(database.db);
      console.log(`resealed ${resealed} rows`);
    }
    console.log(JSON.stringify(await sealedByKey(database.db)));
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv[2]);
