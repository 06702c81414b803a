// Venue rental, first steps: consultation drafts and submissions with a proposal, the rental staff's
// offer holding a hall as a first or second option, the renter's answer, lapsed options, every move in the
// history and refused from the wrong step or by the wrong party, files checked by their content and kept private.
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import { projectStep } from '@/lib/contract/enterprise-project';
import { projectFileView, projectMoved, projectSaved, rentalProjectView } from '@/lib/contract/rental';
import { auditLog, enterpriseProjectEvents, enterpriseProjects, rentalHolds, stationLetters } from '../../db/schema';
import { fill, messagesFor } from '../../i18n/messages';
import { expireHolds } from '../../services/enterprise/holds';
import { MOVES, type MoveName } from '../../services/enterprise/flow';
import { errorText, expectError, expectOk } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';
import { call } from '../../test/members';
import {
  eventDates,
  hallIdOf,
  newRenter,
  offerFor as offerForDays,
  PDF,
  sendFile,
  submittedConsultation,
  type Renter,
} from '../../test/rental';
import { newStaff, staffCall, type TestStaff } from '../../test/staff';

let hall: Hall;
let staff: TestStaff;
let boxOffice: TestStaff;
let smallHall: number;
let mainHall: number;
beforeAll(async () => {
  hall = await startHall();
  staff = await newStaff(hall.app, hall.db, ['rental']);
  boxOffice = await newStaff(hall.app, hall.db, ['boxOffice']);
  smallHall = await hallIdOf(hall.db, 'small');
  mainHall = await hallIdOf(hall.db, 'main');
}, 60_000);
afterAll(() => hall?.close());

const draft = (r: Renter, body: object) =>
  call(hall.app, 'POST', '/api/enterpriseprojectrent/temp_bookingintention', { token: r.token, body });
const submit = (r: Renter, body: object) => call(hall.app, 'POST', '/api/enterpriseprojectrent/bookingintention', { token: r.token, body });
const upload = (r: Renter, projectId: number, file: { type: string; body: Buffer }, name = 'proposal.pdf', kind = 'proposal') =>
  sendFile(hall.app, `/api/enterpriseprojectrent/file?projectId=${projectId}&kind=${kind}&name=${encodeURIComponent(name)}`, file, {
    access_token: r.token,
  });
const stepOf = async (r: Renter, id: number, process = 'consultation') =>
  expectOk(await call(hall.app, 'GET', `/api/enterpriseprojectrent/${id}/${process}/detail`, { token: r.token }), projectStep);
const offer = (id: number, body: object, who = staff) =>
  staffCall(hall.app, 'POST', `/api/staff/rental/projects/${id}/offer`, { token: who.token, body });
const answer = (r: Renter, verb: 'accept' | 'withdraw', id: number) =>
  call(hall.app, 'PUT', `/api/enterpriseprojectrent/${verb}`, { token: r.token, body: { id } });
const stateOf = async (id: number) => {
  const [p] = await hall.db
    .select({ process: enterpriseProjects.process, status: enterpriseProjects.status })
    .from(enterpriseProjects)
    .where(eq(enterpriseProjects.id, id));
  return `${p.process}/${p.status}`;
};

const submitted = (r: Renter, days: number, hallId = smallHall) => submittedConsultation(hall.app, r, days, hallId);
const lettersOf = (r: Renter) => hall.db.select().from(stationLetters).where(eq(stationLetters.enterpriseUserId, r.id));
const offerFor = (days: number, option: 'first' | 'second', hallId = smallHall, expiresInMs?: number) =>
  offerForDays(days, option, hallId, expiresInMs);

describe('consultation', () => {
  it('a draft starts a project, is saved again, and is submitted whole with its proposal; the history says so', async () => {
    const r = await newRenter(hall.db);
    const { projectId, fileId } = await submitted(r, 60);
    const step = await stepOf(r, projectId);
    expect(step.project).toMatchObject({ name: '新品发布会', process: 'consultation', status: 'submitted', hall: { id: smallHall } });
    expect(step.form).toMatchObject({ eventType: 'launch', expectedAudience: 300, ticketed: false, proposalFileId: fileId });
    expect(step.files).toEqual([expect.objectContaining({ id: fileId, kind: 'proposal', mime: 'application/pdf', by: 'renter' })]);
    expect(step.events.map((e) => [e.action, e.party, e.toProcess, e.toStatus])).toEqual([
      ['start', 'renter', 'consultation', 'draft'],
      ['submit', 'renter', 'consultation', 'submitted'],
    ]);
  });

  it('a submitted consultation writes the renter a letter: received, who answers and by when; a draft writes none', async () => {
    const r = await newRenter(hall.db);
    expectOk(await draft(r, { name: '只是草稿' }), projectSaved);
    expect(await lettersOf(r)).toEqual([]);
    const { projectId } = await submitted(r, 65);
    const [zh, en] = [messagesFor('zh-CN').letters.project, messagesFor('en-US').letters.project];
    const letters = await lettersOf(r);
    expect(letters).toHaveLength(1);
    expect(letters[0]).toMatchObject({
      title: fill(zh.title, { what: zh.moves.submit.what, project: '新品发布会' }),
      enTitle: fill(en.title, { what: en.moves.submit.what, project: '新品发布会' }),
      link: `/siteConsultation?id=${projectId}`,
      readAt: null,
    });
    expect(letters[0].body).toContain(zh.moves.submit.next);
    expect(letters[0].enBody).toContain(en.moves.submit.next);
    // The renter reads it in the letters area of the venue-rental account.
    const listed = await call(hall.app, 'GET', '/api/enterpriseuser/station_letter?page=1&pageSize=10', { token: r.token });
    expect(listed.body.data.list.map((l: { title: string }) => l.title)).toEqual([letters[0].title]);
  });

  it('refuses a submission that is not whole, out of order or without the notice accepted, and changes nothing', async () => {
    const r = await newRenter(hall.db);
    const { projectId } = expectOk(await draft(r, { name: '草稿' }), projectSaved);
    const base = {
      projectId,
      name: '草稿',
      hallId: smallHall,
      ...eventDates(50),
      eventType: 'concert',
      expectedAudience: 100,
      ticketed: true,
      technicalNeeds: '',
    };
    expectError(await submit(r, { ...base, noticeAccepted: true }), Code.badRequest, 400, errorText('rentalProposalRequired'));
    const file = expectOk(await upload(r, projectId, { type: 'application/pdf', body: PDF }), projectFileView);
    const whole = { ...base, proposalFileId: file.id, noticeAccepted: true };
    expectError(await submit(r, { ...whole, noticeAccepted: false }), Code.badRequest, 400, errorText('rentalNoticeRequired'));
    const late = { ...whole, eventStart: whole.eventEnd };
    expectError(await submit(r, late), Code.badRequest, 400, errorText('rentalTimesOrder'));
    expectError(await submit(r, { ...whole, hallId: 999_999 }), Code.badRequest, 400, errorText('rentalHallUnknown'));
    expectError(await submit(r, { ...whole, expectedAudience: 0 }), Code.badRequest, 400, errorText('rentalAudience'));
    expect(await stateOf(projectId)).toBe('consultation/draft');
  });

  it('a proposal must be a file of the project: another project’s file is refused and the project stays a draft', async () => {
    const r = await newRenter(hall.db);
    const mine = await submitted(r, 70);
    const { projectId } = expectOk(await draft(r, { name: '另一项目' }), projectSaved);
    const res = await submit(r, { ...mine.whole, projectId, proposalFileId: mine.fileId });
    expectError(res, Code.badRequest, 400, errorText('rentalProposalRequired'));
    expect(await stateOf(projectId)).toBe('consultation/draft');
  });
});

describe('files', () => {
  it('are judged by their content: a PDF name over other bytes is refused, as is a file over 10 MB', async () => {
    const r = await newRenter(hall.db);
    const { projectId } = expectOk(await draft(r, { name: '文件检查' }), projectSaved);
    const fake = await upload(r, projectId, { type: 'application/pdf', body: Buffer.from('<html>not a pdf</html>') }, 'proposal.pdf');
    expectError(fake, Code.badRequest, 400, errorText('projectFileType'));
    const png = fs.readFileSync(path.join(process.cwd(), 'public/art/puzzle-1.svg'));
    expectError(await upload(r, projectId, { type: 'image/png', body: png }, 'a.png'), Code.badRequest, 400, errorText('projectFileType'));
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload(r, projectId, { type: 'application/pdf', body: big });
    expect(res.status).toBe(413);
    expect((await stepOf(r, projectId)).files).toEqual([]);
  });

  it('are served to the project’s renter and the rental staff only; another renter reads neither files nor pages', async () => {
    const [owner, stranger] = [await newRenter(hall.db), await newRenter(hall.db, '别家公司')];
    const { projectId, fileId } = await submitted(owner, 80);
    const mine = await hall.app.inject({
      method: 'GET',
      url: `/api/enterpriseprojectrent/file?id=${fileId}`,
      headers: { access_token: owner.token },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.rawPayload.equals(PDF)).toBe(true);
    const staffRead = await hall.app.inject({
      method: 'GET',
      url: `/api/staff/rental/files/${fileId}`,
      headers: { staff_token: staff.token },
    });
    expect(staffRead.rawPayload.equals(PDF)).toBe(true);

    const theirs = await call(hall.app, 'GET', `/api/enterpriseprojectrent/file?id=${fileId}`, { token: stranger.token });
    expectError(theirs, Code.notFound, 404, errorText('notFound'));
    const page = await call(hall.app, 'GET', `/api/enterpriseprojectrent/${projectId}/consultation/detail`, { token: stranger.token });
    expectError(page, Code.notFound, 404, errorText('notFound'));
    expectError(await upload(stranger, projectId, { type: 'application/pdf', body: PDF }), Code.notFound, 404, errorText('notFound'));
    expectError(await answer(stranger, 'withdraw', projectId), Code.notFound, 404, errorText('notFound'));
    const other = await staffCall(hall.app, 'GET', `/api/staff/rental/files/${fileId}`, { token: boxOffice.token });
    expect(other.status).toBe(403);
    expect(await stateOf(projectId)).toBe('consultation/submitted');
  });
});

describe('offer and hold', () => {
  it('staff quote and hold the hall; the renter sees it and accepts; the deposit is due; all in the history', async () => {
    const r = await newRenter(hall.db);
    const { projectId } = await submitted(r, 90);
    const board = await staffCall(hall.app, 'GET', '/api/staff/rental/projects', { token: staff.token });
    expect(board.body.data.find((p: { id: number }) => p.id === projectId)).toMatchObject({ process: 'consultation', status: 'submitted' });

    expectOk(await offer(projectId, offerFor(90, 'first')), projectMoved);
    const step = await stepOf(r, projectId, 'intention');
    expect(step.project).toMatchObject({ process: 'intention', status: 'offered', depositFen: 2_000_000, contractFen: 8_000_000 });
    expect(step.holds).toEqual([
      expect.objectContaining({ option: 'first', released: false, hall: expect.objectContaining({ id: smallHall }) }),
    ]);
    expect(step.form).toMatchObject({ option: 'first', quoteFen: 8_000_000, depositFen: 2_000_000, note: '含基础灯光音响' });

    expectOk(await answer(r, 'accept', projectId), projectMoved);
    expect(await stateOf(projectId)).toBe('deposit/draft');
    const view = expectOk(
      await staffCall(hall.app, 'GET', `/api/staff/rental/projects/${projectId}`, { token: staff.token }),
      rentalProjectView,
    );
    expect(view.events.map((e) => [e.action, e.party, e.staff])).toEqual([
      ['start', 'renter', null],
      ['submit', 'renter', null],
      ['offer', 'staff', staff.username],
      ['accept', 'renter', null],
    ]);
    const audited = await hall.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'project.offer'), eq(auditLog.target, `project:${projectId}`)));
    expect(audited).toHaveLength(1);
  });

  it('one hall’s dates take one live first option: another is refused, a second option is taken, nothing half-written', async () => {
    const [a, b, c] = [await newRenter(hall.db), await newRenter(hall.db), await newRenter(hall.db)];
    const [pa, pb, pc] = [await submitted(a, 100, mainHall), await submitted(b, 100, mainHall), await submitted(c, 100, mainHall)];
    expectOk(await offer(pa.projectId, offerFor(100, 'first', mainHall)), projectMoved);
    expectError(await offer(pb.projectId, offerFor(100, 'first', mainHall)), Code.badRequest, 400, errorText('rentalHoldTaken'));
    expect(await stateOf(pb.projectId)).toBe('consultation/submitted');
    expect(await hall.db.select().from(rentalHolds).where(eq(rentalHolds.projectId, pb.projectId))).toEqual([]);
    expectOk(await offer(pc.projectId, offerFor(100, 'second', mainHall)), projectMoved);
    // The next day is free for a first option.
    expectOk(await offer(pb.projectId, offerFor(101, 'first', mainHall)), projectMoved);
  });

  it('a lapsed option frees the dates and hands the project back to the staff', async () => {
    const [a, b] = [await newRenter(hall.db), await newRenter(hall.db)];
    const [pa, pb] = [await submitted(a, 110), await submitted(b, 110)];
    expectOk(await offer(pa.projectId, offerFor(110, 'first', smallHall, 60_000)), projectMoved);
    expect(await expireHolds(hall.db, new Date(Date.now() + 120_000))).toBeGreaterThanOrEqual(1);
    expect(await stateOf(pa.projectId)).toBe('consultation/submitted');
    const live = await hall.db
      .select()
      .from(rentalHolds)
      .where(and(eq(rentalHolds.projectId, pa.projectId), isNull(rentalHolds.releasedAt)));
    expect(live).toEqual([]);
    expectOk(await offer(pb.projectId, offerFor(110, 'first')), projectMoved);
    const history = (await stepOf(a, pa.projectId)).events.map((e) => [e.action, e.party]);
    expect(history.slice(-2)).toEqual([
      ['offer', 'staff'],
      ['holdExpired', 'system'],
    ]);
    // Accepting a lapsed offer is too late.
    expectError(await answer(a, 'accept', pa.projectId), Code.badRequest, 400, errorText('projectWrongStep'));
  });

  it('withdrawing or rejecting ends the project and releases its hold', async () => {
    const [a, b] = [await newRenter(hall.db), await newRenter(hall.db)];
    const [pa, pb] = [await submitted(a, 120), await submitted(b, 121)];
    expectOk(await offer(pa.projectId, offerFor(120, 'first')), projectMoved);
    expectOk(await offer(pb.projectId, offerFor(121, 'first')), projectMoved);
    expectOk(await answer(a, 'withdraw', pa.projectId), projectMoved);
    const rejected = await staffCall(hall.app, 'POST', `/api/staff/rental/projects/${pb.projectId}/reject`, {
      token: staff.token,
      body: { note: '档期已满' },
    });
    expectOk(rejected, projectMoved);
    expect([await stateOf(pa.projectId), await stateOf(pb.projectId)]).toEqual(['intention/withdrawn', 'intention/rejected']);
    const live = await hall.db.select().from(rentalHolds).where(isNull(rentalHolds.releasedAt));
    expect(live.filter((h) => [pa.projectId, pb.projectId].includes(h.projectId))).toEqual([]);
    const ended = await staffCall(hall.app, 'GET', '/api/staff/rental/projects?ended=1', { token: staff.token });
    expect(ended.body.data.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([pa.projectId, pb.projectId]));
  });
});

describe('every move from the wrong step or by the wrong party is refused, writing nothing', () => {
  it('renter moves out of turn', async () => {
    const r = await newRenter(hall.db);
    const { projectId, whole } = await submitted(r, 130);
    const before = await hall.db.$count(enterpriseProjectEvents, eq(enterpriseProjectEvents.projectId, projectId));
    // Submitted already: neither saved as a draft nor submitted again; nothing offered yet to accept.
    expectError(await draft(r, { projectId, name: '改名' }), Code.badRequest, 400, errorText('projectWrongStep'));
    expectError(await submit(r, whole), Code.badRequest, 400, errorText('projectWrongStep'));
    expectError(await answer(r, 'accept', projectId), Code.badRequest, 400, errorText('projectWrongStep'));
    // A renter cannot make the staff's moves at all.
    const asRenter = await call(hall.app, 'POST', `/api/staff/rental/projects/${projectId}/offer`, {
      token: r.token,
      body: offerFor(130, 'first'),
    });
    expect(asRenter.status).toBe(401);
    expect(await stateOf(projectId)).toBe('consultation/submitted');
    expect(await hall.db.$count(enterpriseProjectEvents, eq(enterpriseProjectEvents.projectId, projectId))).toBe(before);
  });

  it('staff moves out of turn, or by staff without the rental role', async () => {
    const r = await newRenter(hall.db);
    const { projectId } = expectOk(await draft(r, { name: '草稿中' }), projectSaved);
    // A draft is the renter's: no offer, no rejection.
    expectError(await offer(projectId, offerFor(140, 'first')), Code.badRequest, 400, errorText('projectWrongStep'));
    const reject = await staffCall(hall.app, 'POST', `/api/staff/rental/projects/${projectId}/reject`, {
      token: staff.token,
      body: { note: '不行' },
    });
    expectError(reject, Code.badRequest, 400, errorText('projectWrongStep'));
    const { projectId: sent } = await submitted(r, 141);
    expect((await offer(sent, offerFor(141, 'first'), boxOffice)).status).toBe(403);
    // An offer needs a future expiry and a start before its end.
    expectError(await offer(sent, offerFor(141, 'first', smallHall, -60_000)), Code.badRequest, 400, errorText('rentalOfferExpiry'));
    const backwards = { ...offerFor(141, 'first'), endsAt: offerFor(141, 'first').startsAt };
    expectError(await offer(sent, backwards), Code.badRequest, 400, errorText('rentalTimesOrder'));
    expectOk(await offer(sent, offerFor(141, 'first')), projectMoved);
    // Offered again before the deposit, the offer is replaced (rental-options.test.ts); ended, it is not.
    expectOk(await answer(r, 'withdraw', sent), projectMoved);
    expectError(await offer(sent, offerFor(142, 'first')), Code.badRequest, 400, errorText('projectWrongStep'));
    expect(await stateOf(sent)).toBe('intention/withdrawn');
  });
});

describe('the flow is the only writer of a project’s step and status', () => {
  it('the seeded projects got where they are by moves of the flow, each line from where the last one left', async () => {
    const events = await hall.db.select().from(enterpriseProjectEvents).orderBy(enterpriseProjectEvents.id);
    const seeded = await hall.db
      .select()
      .from(enterpriseProjects)
      .where(eq(enterpriseProjects.enterpriseUserId, events[0].enterpriseUserId!));
    for (const project of seeded) {
      const history = events.filter((e) => e.projectId === project.id);
      expect(history[0]).toMatchObject({ action: 'start', toProcess: 'consultation', toStatus: 'draft' });
      for (const [i, e] of history.slice(1).entries()) {
        const move = MOVES[e.action as MoveName];
        expect({ action: e.action, known: Boolean(move), party: move?.party }).toEqual({ action: e.action, known: true, party: e.party });
        expect([e.fromProcess, e.fromStatus]).toEqual([history[i].toProcess, history[i].toStatus]);
        expect(move.from).toContainEqual({ process: e.fromProcess, status: e.fromStatus });
      }
      expect([history.at(-1)!.toProcess, history.at(-1)!.toStatus]).toEqual([project.process, project.status]);
    }
  });

  it('no other module of the hall API sets them', () => {
    const root = path.join(process.cwd(), 'hall');
    const writers: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
          const text = fs.readFileSync(full, 'utf8');
          // An update of the projects table that sets process or status (drizzle), or raw SQL doing it.
          if (
            /update\(enterpriseProjects\)[\s\S]{0,200}?(process|status)\s*[:,]/.test(text) ||
            /update\s+enterprise_projects\s+set/i.test(text)
          )
            writers.push(path.relative(root, full));
        }
      }
    };
    walk(root);
    expect(writers).toEqual(['services/enterprise/flow.ts']);
  });
});
