import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './hall/db/schema/index.ts',
  out: './hall/db/migrations',
});
