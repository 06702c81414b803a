// Backup names say the hall's time (Asia/Shanghai, whatever the server's zone) and the migration level, and sort by
// time; the retention keeps the newest BACKUP_KEEP of them with their checksums and touches nothing else.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { backupName, parseBackupName } from './names';
import { pruneBackups } from './retention';

test('a name carries the hall’s date and time, the migration level and the driver', () => {
  // 2026-11-27 00:30:12 UTC is 08:30:12 in Shanghai.
  const at = new Date('2026-11-27T00:30:12Z');
  expect(backupName('pglite', 28, at)).toBe('hall-20261127-083012-m0028.tar.gz');
  expect(backupName('pg', 28, at)).toBe('hall-20261127-083012-m0028.pgdump');
  expect(parseBackupName('hall-20261127-083012-m0028.pgdump')).toEqual({ kind: 'pg', level: 28, takenAt: '20261127-083012' });
  expect(parseBackupName('hall-20261127-083012-m0028.tar.gz.sha256')).toBeNull();
  expect(parseBackupName('notes.txt')).toBeNull();
});

test('the newest BACKUP_KEEP backups stay with their checksums; older ones go, other files stay', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-retention-'));
  try {
    const names = [1, 2, 3, 4].map((day) => backupName(day % 2 ? 'pglite' : 'pg', 27 + (day >> 2), new Date(`2026-11-0${day}T12:00:00Z`)));
    for (const name of [...names, 'notes.txt']) fs.writeFileSync(path.join(dir, name), name);
    for (const name of names) fs.writeFileSync(path.join(dir, `${name}.sha256`), name);
    expect(pruneBackups(dir, 2).sort()).toEqual(names.slice(0, 2).sort());
    expect(fs.readdirSync(dir).sort()).toEqual([...names.slice(2).flatMap((n) => [n, `${n}.sha256`]), 'notes.txt'].sort());
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
