// The cache feed every site process reads: a staff write's tags are listed once it has committed, a
// reader passing its last id gets what came after (and the last half minute again, for inserts that commit late),
// and a reader that starts fresh gets the recent minutes.
import { sql } from 'drizzle-orm';
import { siteCacheChanges } from '../../db/schema';
import { startHall, get, type Hall } from '../../test/harness';
import { newStaff, staffCall, type TestStaff } from '../../test/staff';

type Changes = { changes: { id: number; tags: string[]; at: string }[] };

let hall: Hall;
let editor: TestStaff;
beforeAll(async () => {
  hall = await startHall();
  editor = await newStaff(hall.app, hall.db, ['content']);
});
afterAll(() => hall?.close());

const changes = async (after?: number) =>
  (await get<Changes>(hall.app, `/api/site/cache-changes${after === undefined ? '' : `?after=${after}`}`)).body.data.changes;

it('lists the tags of a staff write for every reader, after the last id each has seen', async () => {
  const before = await changes();
  const last = before.at(-1)?.id ?? 0;
  const [performance] = (await staffCall(hall.app, 'GET', '/api/staff/performances?page=1&pageSize=1', { token: editor.token })).body.data
    .list;
  const detail = (await staffCall(hall.app, 'GET', `/api/staff/performances/${performance.id}`, { token: editor.token })).body.data;
  const saved = await staffCall(hall.app, 'PUT', `/api/staff/performances/${performance.id}`, {
    token: editor.token,
    body: { ...detail, sessions: undefined, id: undefined, mainTitle: `${detail.mainTitle}（加场）` },
  });
  expect(saved.body.code).toBe(20000);

  // The change is recorded after the write answers (the route does not wait for it): it is listed within a second.
  const newer = async () => (await changes(last)).filter((c) => c.id > last);
  for (const until = Date.now() + 2_000; (await newer()).length === 0 && Date.now() < until;) await new Promise((r) => setTimeout(r, 50));
  expect((await newer()).map((c) => c.tags)).toEqual([['projects']]);
  const after = await changes(last);
  // A second reader that has seen it gets it again for half a minute (and skips it by id), then no more.
  const newest = after.at(-1)!.id;
  expect((await changes(newest)).map((c) => c.id)).toContain(newest);
  await hall.db.execute(sql`update ${siteCacheChanges} set at = now() - interval '31 seconds' where id = ${newest}`);
  expect((await changes(newest)).map((c) => c.id)).not.toContain(newest);
  // A reader starting now still learns of it: its disk may hold a page from before.
  expect((await changes()).map((c) => c.id)).toContain(newest);
});

it('refuses a cursor that is not a number', async () => {
  expect((await get(hall.app, '/api/site/cache-changes?after=abc')).body.code).toBe(40000);
});
