// The webServer commands of playwright.config.ts:
//   node --import tsx e2e/support/serve.ts hall <port>             a hall API on a fresh database
//   node --import tsx e2e/support/serve.ts site <port> <hallUrl>   next start on a private copy of the build
// Each runs until Playwright stops it, then deletes its temporary directories.
import { execFileSync } from 'node:child_process';
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
import { E2E_ADMINS, E2E_STAFF_PASSWORD } from './staff';

const [kind, port, hallUrl] = process.argv.slice(2);
if ((kind !== 'hall' && kind !== 'site') || !Number(port) || (kind === 'site' && !hallUrl)) {
  console.error('usage: serve.ts hall <port> | serve.ts site <port> <hallUrl>');
  process.exit(2);
}

function createFirstAdministrator(dataDir: string) {
  const { DATABASE_URL: _, ...env } = process.env;
  for (const admin of Object.values(E2E_ADMINS)) {
    execFileSync(process.execPath, ['--import', 'tsx', 'hall/cli/staff.ts', 'create', '--username', admin.username, '--name', admin.name], {
      env: { ...env, DATA_DIR: dataDir, STAFF_PASSWORD: E2E_STAFF_PASSWORD },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
}

sweepStaleDirs();
const dirs: string[] = [];
const cleanUp = () => dirs.forEach(removeDir);

async function start() {
  const dir = makeTempDir(kind);
  dirs.push(dir);
  const logs = process.env[LOG_ENV];
  const logFile = logs ? path.join(makeTempDir('logs', logs), `${kind}.log`) : undefined;
  if (kind === 'hall') {
    // The first administrators, as on a fresh machine: `npm run staff -- create` before the hall API opens the database.
    createFirstAdministrator(dir);
    return startHall({ port: Number(port), dataDir: dir, logFile });
  }
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
