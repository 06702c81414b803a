// `npm run staff -- create` on a fresh database: the first administrator, with a generated password shown once
// (or STAFF_PASSWORD), listed afterwards, and bad input refused with the usage and nothing written.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
let dataDir: string;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-cli-'));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function staffCli(args: string[], env: Record<string, string> = {}) {
  try {
    // The embedded database in a directory of its own, whatever the run's DATABASE_URL.
    const { DATABASE_URL: _, ...inherited } = process.env;
    const { stdout, stderr } = await run('npx', ['tsx', 'hall/cli/staff.ts', ...args], {
      env: { ...inherited, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

test('creates the first administrator, then lists it; refuses bad input', async () => {
  const created = await staffCli(['create', '--username', 'hall.admin', '--name', '值班经理']);
  expect(created).toMatchObject({ code: 0 });
  expect(created.stdout).toContain('created staff account hall.admin (administrator)');
  const password = /password: (\S+)/.exec(created.stdout)?.[1];
  expect(password).toMatch(/^(?=.*[A-Za-z])(?=.*\d).{16}$/);

  const chosen = await staffCli(['create', '--username', 'box.office', '--name', '售票员', '--role', 'boxOffice', '--role', 'door'], {
    STAFF_PASSWORD: 'Counter2026',
  });
  expect(chosen.stdout).toContain('created staff account box.office (boxOffice, door)');
  expect(chosen.stdout).not.toContain('Counter2026');

  expect((await staffCli(['create', '--username', 'hall.admin', '--name', '重复'])).stderr).toContain('refused: staffUsernameTaken');
  const badRole = await staffCli(['create', '--username', 'someone', '--name', 'X', '--role', 'janitor']);
  expect(badRole.code).toBe(2);
  expect(badRole.stderr).toContain('usage:');

  const listed = await staffCli(['list']);
  expect(listed.stdout.trim().split('\n')).toEqual([
    expect.stringMatching(/^1\thall\.admin\t值班经理\tadministrator\tactive\tnot enrolled$/),
    expect.stringMatching(/^2\tbox\.office\t售票员\tboxOffice,door\tactive\tnot enrolled$/),
  ]);
}, 120_000);
