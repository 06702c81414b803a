import fs from 'node:fs';
import path from 'node:path';
import { checksumFileOf, parseBackupName } from './names';

/** Keeps the newest `keep` backups of `dir` (by the time in their names) and removes the rest with their checksums. */
export function pruneBackups(dir: string, keep: number): string[] {
  const backups = fs
    .readdirSync(dir)
    .filter((name) => parseBackupName(name))
    .sort()
    .reverse();
  const removed = backups.slice(keep);
  for (const name of removed) {
    fs.rmSync(path.join(dir, name), { force: true });
    fs.rmSync(checksumFileOf(path.join(dir, name)), { force: true });
  }
  return removed;
}
