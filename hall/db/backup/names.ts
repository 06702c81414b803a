// A backup's file name says when it was taken (the hall's wall clock, Asia/Shanghai), at which migration level and
// by which driver: hall-20261127-083012-m0028.tar.gz (the embedded database) or .pgdump (PostgreSQL). Names sort
// by time, which is how the retention finds the oldest.
import { format } from 'date-fns';
import { hallNow } from '../../platform/time';

export type BackupKind = 'pglite' | 'pg';

const EXTENSION: Record<BackupKind, string> = { pglite: '.tar.gz', pg: '.pgdump' };
const NAME = /^hall-(\d{8}-\d{6})-m(\d{4,})\.(tar\.gz|pgdump)$/;

export function backupName(kind: BackupKind, level: number, now = new Date()): string {
  return `hall-${format(hallNow(now), 'yyyyMMdd-HHmmss')}-m${String(level).padStart(4, '0')}${EXTENSION[kind]}`;
}

/** What a backup's name says, or null for any other file. */
export function parseBackupName(name: string): { kind: BackupKind; level: number; takenAt: string } | null {
  const match = NAME.exec(name);
  if (!match) return null;
  return { takenAt: match[1], level: Number(match[2]), kind: match[3] === 'pgdump' ? 'pg' : 'pglite' };
}

export const checksumFileOf = (file: string) => `${file}.sha256`;
