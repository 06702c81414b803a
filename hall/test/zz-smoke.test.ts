import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
test('smoke', async () => {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://' });
  const t0 = Date.now();
  const database = await openDatabase({ url: process.env.TEST_DATABASE_URL, dataDir: 'memory://' });
  console.log('open+migrate ms', Date.now() - t0);
  const app = await buildApp({ config, database });
  const r = await app.inject('/healthz');
  console.log(r.statusCode, r.body);
  const r2 = await app.inject('/api/project/1/detail');
  console.log(r2.statusCode, r2.body);
  const r3 = await app.inject({ url: '/api/project/1/detail', headers: { language: 'en-US' } });
  console.log(r3.statusCode, r3.body);
  await app.close(); await database.close();
});
