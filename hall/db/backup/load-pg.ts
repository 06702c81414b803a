// A PostgreSQL backup restored into an empty database by pg_restore, in one transaction: a restore that fails half
// way leaves the database as empty as it was. Owners and grants are left out, so the database's own role owns it all.
import { runPgTool } from './pg-tools';
import { BackupRefused } from './refused';

export async function loadPg(file: string, url: string): Promise<void> {
  const relations = await userRelations(url);
  if (relations)
    throw new BackupRefused(
      `the database of DATABASE_URL is not empty (${relations} tables, sequences and the like): restore into a new database (createdb) and point DATABASE_URL at it`,
    );
  await runPgTool('pg_restore', ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', file], url);
}

async function userRelations(url: string): Promise<number> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
        where s.nspname not in ('pg_catalog', 'information_schema') and s.nspname not like 'pg\\_toast%' and s.nspname not like 'pg\\_temp%'`,
    );
    return result.rows[0].n;
  } finally {
    await client.end();
  }
}
