// In production the hall API runs as a bundle on plain node (scripts/build-hall.mjs), not through tsx.
// The bundle is built into a directory of its own, started on a fresh embedded database, and must migrate,
// seed, answer /readyz and serve a spec call.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

test('the built hall API runs on plain node: migrated, seeded, ready, serving', async () => {
  // Inside the repository, as dist/hall is: the bundle finds its dependencies in node_modules from there.
  const dir = path.join(ROOT, 'dist', `build-test-${process.pid}`);
  fs.mkdirSync(dir, { recursive: true });
  try {
    execFileSync(process.execPath, ['scripts/build-hall.mjs', path.join(dir, 'hall')], { cwd: ROOT, stdio: 'pipe' });
    expect(fs.existsSync(path.join(dir, 'hall', 'migrations', 'meta', '_journal.json'))).toBe(true);
    const port = await freePort();
    const { DATABASE_URL: _url, ...inherited } = process.env;
    const env = {
      ...inherited,
      NODE_ENV: 'development' as const,
      HALL_PORT: String(port),
      DATA_DIR: path.join(dir, 'data'),
      LOG_LEVEL: 'warn',
    };
    // No tsx, no loader: the node that runs production.
    const server = spawn(process.execPath, [path.join(dir, 'hall', 'server.mjs')], { cwd: dir, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    try {
      let ready: { status: string } | null = null;
      for (let i = 0; i < 150 && !ready; i++) {
        ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
          (r) => (r.ok ? r.json() : null),
          () => null,
        );
        if (!ready) await new Promise((r) => setTimeout(r, 200));
      }
      expect({ ready, stderr }).toEqual({ ready: expect.objectContaining({ status: 'ready' }), stderr: '' });
      const res = await fetch(`http://127.0.0.1:${port}/api/project/is_recommend`);
      expect(((await res.json()) as { code: number }).code).toBe(20000);
    } finally {
      server.kill('SIGTERM');
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 90_000);
