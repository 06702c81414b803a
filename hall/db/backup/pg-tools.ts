// PostgreSQL's own pg_dump and pg_restore, found as scripts/pg-test-cluster.sh finds the server: PG_BIN, else
// Debian's postgresql-15 (/usr/lib/postgresql/15/bin, what production runs), else the newest version installed,
// else the PATH. pg_dump refuses a server newer than itself: set PG_BIN to that version's binaries.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const PG_MAJOR = 15;
const DEBIAN = '/usr/lib/postgresql';

export function pgTool(name: 'pg_dump' | 'pg_restore', env: Record<string, string | undefined> = process.env): string {
  const installed = fs.existsSync(DEBIAN)
    ? fs
        .readdirSync(DEBIAN)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
        .map((v) => path.join(DEBIAN, v, 'bin'))
    : [];
  const dirs = [env.PG_BIN, path.join(DEBIAN, String(PG_MAJOR), 'bin'), ...installed].filter((d): d is string => !!d);
  const found = dirs.map((d) => path.join(d, name)).find((p) => fs.existsSync(p));
  return found ?? name;
}

/**
 * Runs a tool against the database of `url`. The password goes by PGPASSWORD, not on the command line, where
 * every user of the machine could read it in the process list.
 */
export function runPgTool(name: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  const command = pgTool(name);
  return new Promise((resolve, reject) => {
    const child = spawn(command, [...args, `--dbname=${target.toString()}`], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${name} was not found: install PostgreSQL ${PG_MAJOR}'s client (Debian: apt-get install postgresql-${PG_MAJOR}) or set PG_BIN`,
            )
          : error,
      ),
    );
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${stderr.trim()}`))));
  });
}
