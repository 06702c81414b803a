import fs from 'node:fs';
import { IMAGES_ENV } from './pglite-images';
import { PG_TEMPLATE_ENV } from './harness';

export default async function globalTeardown() {
  const dir = process.env[IMAGES_ENV];
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  const template = process.env[PG_TEMPLATE_ENV];
  if (template && process.env.TEST_DATABASE_URL) {
    const { Client } = await import('pg');
    const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(`drop database if exists ${template} with (force)`);
    } finally {
      await client.end();
    }
  }
}
