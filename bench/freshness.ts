// How soon a published change is on every site process and instance: Next's standalone server
// (scripts/site-server.mjs) as one instance of 2 processes, then as 2 instances of one process on separate ports,
// in front of the bench's hall API. A content editor edits, unpublishes and publishes a performance 3 times each;
// after each write, rounds of 20 reads on new connections, spread over the processes and instances, run until one
// round is all fresh (and the next stays so). Prints p50, p95 and max of the milliseconds from the write to that.
// Needs SITE_DIR (a built copy), HALL_API_URL, PROJECT_ID and the editor BENCH_EDITOR / BENCH_EDITOR_PASSWORD.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { staffPublishingCalls } from '../lib/contract/staff-publishing-calls';
import { msUntilFresh, readOnce, type Answer } from './fresh-reads';
import { staffSession } from './staff-session';

const HALL = process.env.HALL_API_URL!;
const dir = process.env.SITE_DIR!;
const id = Number(process.env.PROJECT_ID);
const PORTS = [3211, 3212];
const ROUNDS = 3;
const PAGE = `/showDetails?id=${id}&activeType=0`;

function startInstance(port: number, processes: number): ChildProcess {
  return spawn(process.execPath, ['scripts/site-server.mjs'], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), HOSTNAME: 'localhost', SITE_PROCESSES: String(processes) },
    stdio: 'ignore',
    detached: true,
  });
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // gone already
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const staff = await staffSession(HALL, process.env.BENCH_EDITOR!, process.env.BENCH_EDITOR_PASSWORD!);
const { id: _id, sessions: _sessions, ...original } = await staff(staffPublishingCalls.performance, { params: { id } });
const save = (changes: Partial<typeof original>) =>
  staff(staffPublishingCalls.updatePerformance, { params: { id }, body: { ...original, ...changes } });

type Mode = { name: string; instances: { port: number; processes: number }[] };
const MODES: Mode[] = [
  { name: '2 processes', instances: [{ port: PORTS[0], processes: 2 }] },
  { name: '2 instances', instances: PORTS.map((port) => ({ port, processes: 1 })) },
];

const results = [];
let serial = 0;
for (const mode of MODES) {
  const children = mode.instances.map((i) => startInstance(i.port, i.processes));
  const ports = mode.instances.map((i) => i.port);
  try {
    for (const port of ports)
      execFileSync(process.execPath, [new URL('./wait-for.mjs', import.meta.url).pathname, `http://localhost:${port}/robots.txt`, '60'], {
        stdio: 'inherit',
      });
    // Every process renders the page once before anything is counted.
    for (let i = 0; i < 20; i++) await readOnce(ports[i % ports.length], PAGE);
    const rounds: { write: string; ms: number | null }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const title = `${original.mainTitle}（第 ${++serial} 版）`;
      const writes: [string, object, (a: Answer) => boolean][] = [
        ['edit', { mainTitle: title, visible: true }, (a) => a.status === 200 && a.body.includes(title)],
        ['unpublish', { mainTitle: title, visible: false }, (a) => a.status === 404],
        ['publish', { mainTitle: original.mainTitle, visible: true }, (a) => a.status === 200 && !a.body.includes(title)],
      ];
      for (const [write, changes, fresh] of writes) {
        const since = Date.now();
        await save(changes);
        const ms = await msUntilFresh(ports, PAGE, fresh, { since, withinMs: 70_000 });
        rounds.push({ write, ms });
        console.log(`[freshness] ${mode.name}, ${write}: ${ms === null ? 'never' : `${ms} ms`}`);
      }
    }
    const times = rounds.map((r) => r.ms ?? Infinity).sort((a, b) => a - b);
    results.push({ mode: mode.name, rounds, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95), maxMs: times.at(-1) });
  } finally {
    await Promise.all(children.map(stop));
  }
}
await save({ mainTitle: original.mainTitle, visible: true });
for (const r of results) console.log(`[freshness] ${r.mode}: p50 ${r.p50Ms} ms, p95 ${r.p95Ms} ms, max ${r.maxMs} ms`);
const part = { reads: 20, pollMs: Number(process.env.SITE_CACHE_POLL_MS ?? 500), results };
if (process.env.PARTS) fs.writeFileSync(path.join(process.env.PARTS, 'freshness.json'), JSON.stringify(part, null, 2));
