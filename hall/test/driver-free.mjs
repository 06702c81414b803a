// The hall test files that never open the run's database (pure functions, providers' signatures, processes that
// bring their own embedded database): they run in the PGlite pass only, since the PostgreSQL pass would run the
// very same code again. Read from the files themselves, so a file that starts using the harness, the race frame or
// the driver is back in both passes without anyone updating a list.
import fs from 'node:fs';
import path from 'node:path';

const USES_DRIVER = /test\/(harness|race|second-instance)|testDriver|TEST_DATABASE_URL|HALL_TEST_DRIVER/;

/** The hall's test files under `root` that never reach the run's database driver, relative to `root`. */
export function driverFreeTests(root) {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.test.ts') && !USES_DRIVER.test(fs.readFileSync(file, 'utf8'))) found.push(file);
    }
  };
  walk(path.join(root, 'hall'));
  return found.map((file) => path.relative(root, file)).sort((a, b) => a.localeCompare(b));
}
