import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addressLiterals } from './check-call-literals.mjs';

describe('the check that calls are written once', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'literals-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };

  it('names each address written outside the contract, by file and line', () => {
    write('components/a.tsx', "const x = 1;\nfetch('/api/order');\n");
    write('e2e/b.spec.ts', 'await api.get(`/api/project/${id}/detail`);\n');
    write('bench/c.mjs', 'const u = "/api/session";\n');
    expect(addressLiterals(root).sort()).toEqual([
      'bench/c.mjs:1: const u = "/api/session";',
      "components/a.tsx:2: fetch('/api/order');",
      'e2e/b.spec.ts:1: await api.get(`/api/project/${id}/detail`);',
    ]);
  });

  it('finds none in a call made by value, nor outside the directories it reads', () => {
    write('components/a.tsx', 'bffCall(orderCalls.place, { body });\n');
    write('lib/contract/order-calls.ts', "path: '/api/order',\n");
    expect(addressLiterals(root)).toEqual([]);
  });

  it('finds none in the repository', () => {
    expect(addressLiterals(path.resolve(__dirname, '..'))).toEqual([]);
  });
});
