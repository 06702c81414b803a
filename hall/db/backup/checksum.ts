// The .sha256 beside each backup, in sha256sum's format ("<hex>  <name>"), so `sha256sum -c` checks it too. The name
// is part of what is checked: a renamed backup (another migration level in its name) no longer matches.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { checksumFileOf } from './names';
import { BackupRefused } from './refused';

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/** The checksum of the backup that `file` names (its bytes may still be in a partial file, renamed once this is written). */
export function writeChecksum(file: string, hex: string) {
  fs.writeFileSync(checksumFileOf(file), `${hex}  ${path.basename(file)}\n`);
}

export async function verifyChecksum(file: string): Promise<void> {
  const beside = checksumFileOf(file);
  if (!fs.existsSync(beside)) throw new BackupRefused(`${beside} is missing: a backup is restored only with the checksum taken with it`);
  const match = /^([0-9a-f]{64}) [ *](.+)$/m.exec(fs.readFileSync(beside, 'utf8'));
  if (!match) throw new BackupRefused(`${beside} is not a sha256sum line`);
  const [, expected, name] = match;
  if (name.trim() !== path.basename(file))
    throw new BackupRefused(
      `${beside} is the checksum of ${name.trim()}, not of ${path.basename(file)}: keep a backup's name as it was taken`,
    );
  const actual = await sha256Of(file);
  if (actual !== expected)
    throw new BackupRefused(`${path.basename(file)} does not match its checksum (${actual} instead of ${expected}): the file is damaged`);
}
