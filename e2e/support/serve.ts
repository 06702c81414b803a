// The webServer commands of playwright.config.ts:
//   node --import tsx e2e/support/serve.ts hall <port>             a hall API on a fresh database
//   node --import tsx e2e/support/serve.ts site <port> <hallUrl>   next start on a private copy of the build
// Each runs until Playwright stops it, then deletes its temporary directory.
import { makeTempDir, removeDir, snapshotBuild, startHall, startSite, sweepStaleDirs } from './servers';

const [kind, port, hallUrl] = process.argv.slice(2);
if ((kind !== 'hall' && kind !== 'site') || !Number(port) || (kind === 'site' && !hallUrl)) {
  console.error('usage: serve.ts hall <port> | serve.ts site <port> <hallUrl>');
  process.exit(2);
}

sweepStaleDirs();
const dir = makeTempDir(kind);
if (kind === 'site') {
  try {
    snapshotBuild(dir);
  } catch (error) {
    removeDir(dir);
    console.error((error as Error).message);
    process.exit(1);
  }
}
const child = kind === 'hall' ? startHall({ port: Number(port), dataDir: dir }) : startSite({ port: Number(port), hallUrl, dir });

child.on('exit', (code, signal) => {
  removeDir(dir);
  process.exit(code ?? (signal ? 0 : 1));
});
for (const sig of ['SIGTERM', 'SIGINT'] as const) process.on(sig, () => child.kill(sig));
