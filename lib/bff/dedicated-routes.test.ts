import fs from 'node:fs';
import path from 'node:path';
import { DEDICATED_ROUTES, isDedicatedRoute } from './dedicated-routes';

/** Every app/api/<path>/route.ts but the catch-all, as /api/<path>. */
function routeFiles(dir = path.join(process.cwd(), 'app/api'), prefix = '/api'): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return entry.name === 'route.ts' ? [prefix] : [];
    if (entry.name.startsWith('[')) return [];
    return routeFiles(path.join(dir, entry.name), `${prefix}/${entry.name}`);
  });
}

test('the list of dedicated routes is the set of route files beside the forwarder', () => {
  expect([...DEDICATED_ROUTES].sort()).toEqual(routeFiles().sort());
});

test('decoded segments that spell a dedicated route are recognised in any case', () => {
  expect(isDedicatedRoute(['enterpriseuser', 'login'])).toBe(true);
  expect(isDedicatedRoute(['member', 'WX_LOGIN'])).toBe(true);
  expect(isDedicatedRoute(['member', 'detail'])).toBe(false);
});
