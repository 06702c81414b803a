// The webServer commands of playwright.config.ts:
//   node --import tsx e2e/support/serve.ts hall <port>             a hall API on a fresh database
//   node --import tsx e2e/support/serve.ts site <port> <hallUrl>   next start on a private copy of the build
// Each runs until Playwright stops it, then deletes its temporary directories.
import path from 'node:path';
import {
  BUILD_ENV,
  LOG_ENV,
  copyBuild,
  makeTempDir,
  prepareSite,
  removeDir,
  startHall,
  startSite,
  sweepStaleDirs,
  tempDirName,
} from './servers';

const [kind, port, hallUrl] = process.argv.slice(2);
if ((kind !== 'hall' && kind !== 'site') || !Number(port) || (kind === 'site' && !hallUrl)) {
  console.error('usage: serve.ts hall <port> | serve.ts site <port> <hallUrl>');
  process.exit(2);
}

sweepStaleDirs();
const dirs: string[] = [];
const cleanUp = () => dirs.forEach(removeDir);

async function start() {
  const dir = makeTempDir(kind);
  dirs.push(dir);
  const logs = process.env[LOG_ENV];
  const logFile = logs ? path.join(makeTempDir('logs', logs), `${kind}.log`) : undefined;
  if (kind === 'hall') return startHall({ port: Number(port), dataDir: dir, logFile });
  const build = makeTempDir('build', process.env[BUILD_ENV] ?? tempDirName('build'));
  dirs.push(build);
  await copyBuild(build);
  prepareSite(dir, build);
  return startSite({ port: Number(port), hallUrl, dir, logFile });
}

const child = await start().catch((error: Error) => {
  cleanUp();
  console.error(error.message);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 0 : 1));
});
for (const sig of ['SIGTERM', 'SIGINT'] as const) process.on(sig, () => child.kill(sig));
