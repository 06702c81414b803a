// Publishing: a content editor creates a performance as a draft (not public), adds a session, classes and
// their seats, publishes it, and a member buys a seat of it; the site is told which pages changed; rich text is
// stored clean; taking a session off sale stops its sale; held and sold seats keep their class; a class in use
// cannot go; posters are checked by their content; other roles are refused.
import { eq } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { StaffPerformance, StaffSeatMap } from '@/lib/contract/publishing';
import { auditLog, files, performances } from '../../db/schema';
import { errorText, expectError } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';
import { call, newMember } from '../../test/members';
import { classInput, firstArea, performanceInput, recordingSiteCache, sessionInput } from '../../test/publishing';
import { newStaff, staffCall, type TestStaff } from '../../test/staff';

const site = recordingSiteCache();
let hall: Hall;
let editor: TestStaff;
let clerk: TestStaff;
beforeAll(async () => {
  hall = await startHall({ siteCache: site.cache });
  editor = await newStaff(hall.app, hall.db, ['content']);
  clerk = await newStaff(hall.app, hall.db, ['boxOffice']);
});
afterAll(() => hall?.close());

const as = (who: TestStaff) => ({
  get: <T = any>(url: string) => staffCall<T>(hall.app, 'GET', url, { token: who.token }),
  post: <T = any>(url: string, body: object) => staffCall<T>(hall.app, 'POST', url, { token: who.token, body }),
  put: <T = any>(url: string, body: object) => staffCall<T>(hall.app, 'PUT', url, { token: who.token, body }),
  delete: <T = any>(url: string) => staffCall<T>(hall.app, 'DELETE', url, { token: who.token }),
});
const publicDetail = (id: number) => call(hall.app, 'GET', `/api/project/${id}/detail`);

/** A draft with one session in the small hall, its first area's rows given to one class. */
async function draftWithSeats(overrides = {}) {
  const e = as(editor);
  const created = await e.post('/api/staff/performances', await performanceInput(hall.db, overrides));
  expect(created.body.code).toBe(20000);
  const id: number = created.body.data.id;
  const session = await e.post(`/api/staff/performances/${id}/sessions`, await sessionInput(hall.db));
  const sessionId: number = session.body.data.id;
  const cls = await e.post(`/api/staff/sessions/${sessionId}/ticket-classes`, classInput());
  const ticketClassId: number = cls.body.data.id;
  const detail = await e.get<StaffPerformance>(`/api/staff/performances/${id}`);
  const area = await firstArea(hall.db, detail.body.data.sessions[0].hallId);
  const assigned = await e.put(`/api/staff/sessions/${sessionId}/seats`, {
    ticketClassId,
    floor: area.floor,
    area: area.area,
    rowFrom: 1,
    rowTo: 2,
  });
  expect(assigned.body.code).toBe(20000);
  return { id, sessionId, ticketClassId, area, assigned: assigned.body.data };
}

describe('publishing a performance', () => {
  it('keeps a draft off the public pages, publishes it, and a member buys a seat of it', async () => {
    const { id, sessionId, ticketClassId, assigned } = await draftWithSeats();
    expect(assigned.assigned).toBeGreaterThan(0);
    expect(assigned.skipped).toBe(0);
    expectError(await publicDetail(id), Code.notFound, 404);

    const e = as(editor);
    const detail = (await e.get<StaffPerformance>(`/api/staff/performances/${id}`)).body.data;
    site.told.length = 0;
    expect((await e.put(`/api/staff/performances/${id}`, { ...detail, sessions: undefined, id: undefined, visible: true })).body.code).toBe(
      20000,
    );
    expect(site.told).toEqual([['projects']]);

    const shown = await publicDetail(id);
    expect(shown.body.data).toMatchObject({
      mainTitle: '冬夜弦乐四重奏',
      enMainTitle: 'A Winter Night of String Quartets',
      saleStatus: 'on_sale',
    });
    expect(shown.body.data.sessions).toHaveLength(1);
    expect(shown.body.data.sessions[0].ticketClasses[0]).toMatchObject({
      id: ticketClassId,
      priceFen: 28_000,
      available: assigned.assigned,
    });

    const map = await call(hall.app, 'GET', `/api/session/${sessionId}/seat_map`);
    expect(map.body.data.seats).toHaveLength(assigned.assigned);
    const member = await newMember(hall.db);
    const seatId = map.body.data.seats[0][0];
    const placed = await call(hall.app, 'POST', '/api/order', { token: member.token, body: { lines: { sessionId, seatIds: [seatId] } } });
    expect(placed.body.code).toBe(20000);
    expect(placed.body.data.payFen ?? placed.body.data.totalFen).toBe(28_000);
  });

  it('stores rich text clean, whatever the browser sent', async () => {
    const input = await performanceInput(hall.db, {
      intro: '<p onclick="steal()">曲目<script>alert(1)</script></p><a href="javascript:alert(2)">看</a><img src="x" onerror="alert(3)">',
      enPurchaseNotes: '<iframe src="https://evil.example"></iframe><p style="color:red">Notes</p>',
    });
    const created = await as(editor).post('/api/staff/performances', input);
    const [row] = await hall.db.select().from(performances).where(eq(performances.id, created.body.data.id));
    expect(row.intro).not.toMatch(/script|onclick|onerror|javascript/i);
    expect(row.intro).toContain('<p>曲目</p>');
    expect(row.enPurchaseNotes).toBe('<p>Notes</p>');
  });

  it('stops the sale of a session taken off sale, and shows it so', async () => {
    const { id, sessionId } = await draftWithSeats({ visible: true });
    const e = as(editor);
    const session = (await e.get<StaffPerformance>(`/api/staff/performances/${id}`)).body.data.sessions[0];
    const { id: _i, saleStatus: _s, ticketClasses: _t, orderCount: _o, ...fields } = session;
    expect((await e.put(`/api/staff/sessions/${sessionId}`, { ...fields, saleState: 'off_sale' })).body.code).toBe(20000);
    const shown = await publicDetail(id);
    expect(shown.body.data.saleStatus).toBe('off_sale');
    expect(shown.body.data.sessions[0].saleStatus).toBe('off_sale');
    const map = await call(hall.app, 'GET', `/api/session/${sessionId}/seat_map`);
    expect(map.body.data.saleStatus).toBe('off_sale');
    const member = await newMember(hall.db);
    const refused = await call(hall.app, 'POST', '/api/order', {
      token: member.token,
      body: { lines: { sessionId, seatIds: [map.body.data.seats[0][0]] } },
    });
    expectError(refused, Code.badRequest, 400, errorText('notOnSale'));
  });

  it('keeps held seats in their class, takes free ones off sale, and keeps a class in use', async () => {
    const { id, sessionId, ticketClassId, area } = await draftWithSeats({ visible: true });
    const member = await newMember(hall.db);
    const map = await call(hall.app, 'GET', `/api/session/${sessionId}/seat_map`);
    const held = map.body.data.seats[0][0];
    await call(hall.app, 'POST', '/api/order', { token: member.token, body: { lines: { sessionId, seatIds: [held] } } });

    const e = as(editor);
    const second = (
      await e.post(`/api/staff/sessions/${sessionId}/ticket-classes`, classInput({ name: 'B 区', enName: 'Zone B', priceFen: 18_000 }))
    ).body.data.id;
    const moved = await e.put(`/api/staff/sessions/${sessionId}/seats`, {
      ticketClassId: second,
      floor: area.floor,
      area: area.area,
      rowFrom: 1,
      rowTo: 2,
    });
    expect(moved.body.data.skipped).toBe(1);
    const released = await e.put(`/api/staff/sessions/${sessionId}/seats`, {
      ticketClassId: null,
      floor: area.floor,
      area: area.area,
      rowFrom: 2,
      rowTo: 2,
    });
    expect(released.body.data).toMatchObject({ assigned: 0, released: expect.any(Number) });
    expect(released.body.data.released).toBeGreaterThan(0);

    const seats = (await e.get<StaffSeatMap>(`/api/staff/sessions/${sessionId}/seats`)).body.data;
    const heldSeat = seats.seats.find((s) => s[7] === 'held')!;
    expect(heldSeat[6]).toBe(ticketClassId);
    expect(
      seats.seats.filter((s) => s[2] === 2 && s[1] === seats.areas.findIndex((a) => a.name === area.area)).every((s) => s[6] === null),
    ).toBe(true);

    expectError(await e.delete(`/api/staff/ticket-classes/${ticketClassId}`), Code.badRequest, 400, errorText('ticketClassInUse'));
    const unused = (await e.post(`/api/staff/sessions/${sessionId}/ticket-classes`, classInput({ name: 'C 区', enName: 'Zone C' }))).body
      .data.id;
    expect((await e.delete(`/api/staff/ticket-classes/${unused}`)).body.code).toBe(20000);
    const detail = (await e.get<StaffPerformance>(`/api/staff/performances/${id}`)).body.data;
    expect(detail.sessions[0].orderCount).toBe(1);
    expect(detail.sessions[0].ticketClasses.map((c) => c.name).sort()).toEqual(['A 区', 'B 区']);
    const zoneA = detail.sessions[0].ticketClasses.find((c) => c.id === ticketClassId)!;
    // Row 1 went to B but for the held seat, row 2 left the sale: A keeps the one held seat.
    expect(zoneA).toMatchObject({ assignedSeats: 1, soldSeats: 1 });
    const zoneB = detail.sessions[0].ticketClasses.find((c) => c.name === 'B 区')!;
    expect(zoneB.assignedSeats).toBe(area.rowOne - 1);
    expect(zoneB.soldSeats).toBe(0);
  });

  it('refuses what a box office would regret, and changes nothing', async () => {
    const e = as(editor);
    const { id, sessionId } = await draftWithSeats();
    const before = await hall.db.select().from(auditLog);
    const session = await sessionInput(hall.db);
    expectError(
      await e.post(`/api/staff/performances/${id}/sessions`, { ...session, endTime: session.startTime }),
      Code.badRequest,
      400,
      errorText('sessionEndsBeforeStart'),
    );
    expectError(
      await e.post(`/api/staff/performances/${id}/sessions`, { ...session, saleEndAt: session.endTime }),
      Code.badRequest,
      400,
      errorText('saleEndsAfterStart'),
    );
    expectError(
      await e.post(`/api/staff/sessions/${sessionId}/ticket-classes`, classInput({ stock: 100 })),
      Code.badRequest,
      400,
      errorText('stockNeedsNoMap'),
    );
    expectError(
      await e.post(`/api/staff/sessions/${sessionId}/ticket-classes`, classInput({ color: 'red' })),
      Code.badRequest,
      400,
      errorText('colorFormat'),
    );
    expectError(
      await e.post('/api/staff/performances', await performanceInput(hall.db, { hallId: 999_999 })),
      Code.badRequest,
      400,
      errorText('unknownReference'),
    );
    expectError(
      await e.post('/api/staff/performances', await performanceInput(hall.db, { poster: 'https://evil.example/x.png' })),
      Code.badRequest,
      400,
      errorText('posterRequired'),
    );
    expectError(await e.put('/api/staff/performances/999999', await performanceInput(hall.db)), Code.notFound, 404);
    expect(await hall.db.select().from(auditLog)).toHaveLength(before.length);
  });

  it('refuses every other role on every publishing call', async () => {
    const c = as(clerk);
    const input = await performanceInput(hall.db);
    expectError(await c.get('/api/staff/performances'), Code.forbidden, 403, errorText('staffRoleRequired'));
    expectError(await c.post('/api/staff/performances', input), Code.forbidden, 403);
    expectError(await c.put('/api/staff/sessions/1', await sessionInput(hall.db)), Code.forbidden, 403);
    expectError(await c.delete('/api/staff/ticket-classes/1'), Code.forbidden, 403);
  });
});

describe('posters', () => {
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-poster-bytes-for-the-test')]);
  const upload = (body: Buffer, type: string, token = editor.token) =>
    hall.app.inject({ method: 'POST', url: '/api/staff/files', payload: body, headers: { 'content-type': type, staff_token: token } });

  it('stores a picture by its content’s hash, once, and serves it for a year', async () => {
    const first = (await upload(png, 'image/png')).json();
    expect(first.data).toMatchObject({ mime: 'image/png', size: png.length, path: expect.stringMatching(/^\/files\/[0-9a-f]{64}\.png$/) });
    expect((await upload(png, 'image/png')).json().data.path).toBe(first.data.path);
    expect(await hall.db.select({ sha: files.sha256 }).from(files).where(eq(files.sha256, first.data.sha256))).toHaveLength(1);
    const served = await hall.app.inject({ method: 'GET', url: `/api/${first.data.path.slice(1)}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(png)).toBe(true);
    // The same name with another extension is not the file.
    expect((await hall.app.inject({ method: 'GET', url: `/api/files/${first.data.sha256}.jpg` })).statusCode).toBe(404);
  });

  it('judges a picture by its bytes, not by what the browser calls it', async () => {
    const script = Buffer.from('<svg onload="alert(1)"></svg>                 ');
    expect((await upload(script, 'image/png')).json()).toMatchObject({ code: Code.badRequest, subMsg: errorText('fileType') });
    const large = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload(large, 'image/png')).statusCode).toBe(413);
    expect((await upload(png, 'image/png', clerk.token)).statusCode).toBe(403);
  });
});
