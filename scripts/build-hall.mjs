// npm run build (with next build): the hall API as one ES module for plain `node` in production, so no
// TypeScript runner sits in the request path. Dependencies stay in node_modules; the migrations are copied
// beside the bundle, where hall/db/client.ts looks for them.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

// `node scripts/build-hall.mjs [outDir]`: dist/hall unless told (the build's test uses a directory of its own).
const out = process.argv[2] ?? 'dist/hall';
fs.rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: ['hall/server.ts'],
  outfile: path.join(out, 'server.mjs'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  // `@/…` resolves through tsconfig.json's paths; the messages' JSON is bundled.
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
fs.cpSync('hall/db/migrations', path.join(out, 'migrations'), { recursive: true });
console.log(`[build] hall API → ${out}/server.mjs`);
