// A published change reaches every site process and every site instance within seconds. Two site
// instances of the production server (scripts/site-server.mjs), the first with two processes behind one port, in
// front of one hall API of their own; a content editor edits, unpublishes and publishes again a performance, and
// each time 20 reads on new connections, across the processes and instances, all show the change within 5 s.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { msUntilFresh, readOnce, type Answer } from '../../bench/fresh-reads';
import { staffSession, type StaffCall } from '../../bench/staff-session';
import { test, expect } from '../fixtures';
import {
  BUILD_ENV,
  ROOT,
  copyBuild,
  expectNothingAt,
  makeTempDir,
  prepareSite,
  removeDir,
  startHall,
  stopGroup,
  waitForUrl,
} from '../support/servers';
import { E2E_STAFF_PASSWORD } from '../support/staff';
import { staffPublishingCalls } from '@/lib/contract/staff-publishing-calls';

const HALL_PORT = 4320;
const HALL = `http://127.0.0.1:${HALL_PORT}`;
const INSTANCES = [
  { port: 3320, processes: 2 },
  { port: 3321, processes: 1 },
];
const EDITOR = 'e2e.cache.editor';
const READS = 20;
const WITHIN_MS = 5_000;

const ports = INSTANCES.map((i) => i.port);

/** Every read of a round fresh within 5 s of the write, and of the round after. */
async function expectEverywhereWithin(pathname: string, fresh: (a: Answer) => boolean, since: number) {
  const ms = await msUntilFresh(ports, pathname, fresh, { since, count: READS, withinMs: WITHIN_MS });
  expect(ms, `${READS} reads on new connections all fresh within ${WITHIN_MS} ms`).not.toBeNull();
  return ms!;
}

test.describe.configure({ mode: 'serial' });
test.describe('a published change on two site instances, one with two processes', () => {
  const dirs: string[] = [];
  const servers: ChildProcess[] = [];
  let staff: StaffCall;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await expectNothingAt(`${HALL}/healthz`);
    for (const { port } of INSTANCES) await expectNothingAt(`http://127.0.0.1:${port}/`);
    const dataDir = makeTempDir('hall');
    dirs.push(dataDir);
    const { DATABASE_URL: _, ...env } = process.env;
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'hall/cli/staff.ts', 'create', '--username', EDITOR, '--name', '内容编辑', '--role', 'content'],
      {
        cwd: ROOT,
        env: { ...env, DATA_DIR: dataDir, STAFF_PASSWORD: E2E_STAFF_PASSWORD },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    servers.push(startHall({ port: HALL_PORT, dataDir, detached: true, logFile: path.join(dataDir, 'hall.log') }));
    await waitForUrl(`${HALL}/healthz`, 90_000);

    let build = process.env[BUILD_ENV];
    if (!build || !fs.existsSync(path.join(build, '.next', 'BUILD_ID'))) {
      build = makeTempDir('build');
      dirs.push(build);
      await copyBuild(build);
    }
    for (const { port, processes } of INSTANCES) {
      const dir = makeTempDir('site');
      dirs.push(dir);
      prepareSite(dir, build);
      const log = fs.openSync(path.join(dir, 'site.log'), 'a');
      // The production server: Next's standalone build, in SITE_PROCESSES processes sharing the port (node:cluster).
      const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'site-server.mjs')], {
        cwd: dir,
        detached: true,
        stdio: ['ignore', log, log],
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(port),
          // Not 127.0.0.1: with that Next 16.4 answers no page behind proxy.ts (bench/run.sh says the same of next start).
          HOSTNAME: 'localhost',
          SITE_PROCESSES: String(processes),
          HALL_API_URL: HALL,
          SITE_URL: `http://localhost:${port}`,
        },
      });
      fs.closeSync(log);
      servers.push(child);
    }
    for (const { port } of INSTANCES) await waitForUrl(`http://127.0.0.1:${port}/robots.txt`, 90_000);

    staff = await staffSession(HALL, EDITOR, E2E_STAFF_PASSWORD);
  });

  test.afterAll(async () => {
    await Promise.all(servers.map((s) => stopGroup(s)));
    dirs.forEach(removeDir);
  });

  test('an edit, an unpublishing and a publishing each reach all 20 reads within 5 s', async () => {
    test.setTimeout(120_000);
    const { list } = await staff(staffPublishingCalls.performances, { query: { page: 1, pageSize: 20 } });
    const shown = list.find((p) => p.visible)!;
    const { id: _id, sessions: _sessions, ...detail } = await staff(staffPublishingCalls.performance, { params: { id: shown.id } });
    const page = `/showDetails?id=${shown.id}&activeType=0`;
    const save = (changes: Partial<typeof detail>) =>
      staff(staffPublishingCalls.updatePerformance, { params: { id: shown.id }, body: { ...detail, ...changes } });

    // Every process of both instances renders the page once and keeps it (one read after another: a first render
    // of a process takes seconds), then answers from its cache.
    for (let i = 0; i < READS; i++) {
      const { status, body } = await readOnce(ports[i % ports.length], page);
      expect(status === 200 && body.includes(detail.mainTitle)).toBe(true);
    }

    const edited = `${detail.mainTitle}（加演）`;
    let since = Date.now();
    await save({ mainTitle: edited });
    const editMs = await expectEverywhereWithin(page, (r) => r.status === 200 && r.body.includes(edited), since);

    since = Date.now();
    await save({ mainTitle: edited, visible: false });
    const unpublishMs = await expectEverywhereWithin(page, (r) => r.status === 404 && !r.body.includes(edited), since);

    since = Date.now();
    const again = `${detail.mainTitle}（返场）`;
    await save({ mainTitle: again, visible: true });
    const publishMs = await expectEverywhereWithin(page, (r) => r.status === 200 && r.body.includes(again), since);
    test
      .info()
      .annotations.push({ type: 'fresh everywhere (ms)', description: `edit ${editMs}, unpublish ${unpublishMs}, publish ${publishMs}` });
  });
});
