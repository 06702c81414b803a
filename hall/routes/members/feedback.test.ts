// Feedback: a visitor or a member sends the hall a message after the slide puzzle, a few an hour per
// address; bad input is refused in words and keeps nothing; the box office answers once, and a member reads the
// answer as a station letter.
import { eq } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { FeedbackReceipt, StaffFeedback } from '@/lib/contract/feedback';
import { feedback, stationLetters } from '../../db/schema';
import { errorText, expectError } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';
import { call, newMember } from '../../test/members';
import { anyAddress, slideTicket } from '../../test/accounts';
import { newStaff, staffCall, type TestStaff } from '../../test/staff';

let hall: Hall;
let clerk: TestStaff;
beforeAll(async () => {
  hall = await startHall();
  clerk = await newStaff(hall.app, hall.db, ['boxOffice']);
}, 60_000);
afterAll(() => hall?.close());

const send = async (body: object, { token, ip = anyAddress() }: { token?: string; ip?: string } = {}) =>
  call<FeedbackReceipt>(hall.app, 'POST', '/api/feedback', {
    token,
    body: { ticket: await slideTicket(hall.app, hall.db), ...body },
    headers: { 'x-forwarded-for': ip },
  });
const message = { topic: 'tickets', text: '希望手机选座时能放大看得更清楚一些。', contact: 'fan@example.com' };
const rows = () => hall.db.select().from(feedback);

it('keeps a visitor’s message with its contact and a member’s with who they are', async () => {
  const visitor = await send(message);
  expect(visitor.body.data.id).toBeGreaterThan(0);
  const m = await newMember(hall.db);
  const member = await send({ topic: 'visit', text: '导览讲解很精彩，希望增加英文场次。' }, { token: m.token });
  const kept = await rows();
  expect(kept.find((r) => r.id === visitor.body.data.id)).toMatchObject({ memberId: null, contact: 'fan@example.com', topic: 'tickets' });
  expect(kept.find((r) => r.id === member.body.data.id)).toMatchObject({ memberId: m.id, contact: null, topic: 'visit' });
});

it.each([
  ['no topic', { topic: undefined }, 'feedbackTopicRequired'],
  ['an empty message', { text: '   ' }, 'feedbackLength'],
  ['a message too long', { text: '长'.repeat(2001) }, 'feedbackLength'],
  ['a contact that is neither phone nor e-mail', { contact: 'call me' }, 'feedbackContact'],
])('refuses %s and keeps nothing', async (_, change, key) => {
  const before = (await rows()).length;
  expectError(await send({ ...message, ...change }), Code.badRequest, 400, errorText(key as never));
  expect(await rows()).toHaveLength(before);
});

it('asks for the slide puzzle, and takes a few an hour from one address', async () => {
  const before = (await rows()).length;
  const noTicket = await call(hall.app, 'POST', '/api/feedback', { body: message });
  expect(noTicket.body.code).toBe(Code.badRequest);
  const ip = anyAddress();
  const answers = [];
  for (let i = 0; i < 6; i++) answers.push((await send(message, { ip })).body.code);
  expect(answers.slice(0, 5)).toEqual([20000, 20000, 20000, 20000, 20000]);
  expect(answers[5]).toBe(Code.tooMany);
  expect(await rows()).toHaveLength(before + 5);
});

it('the box office answers once; a member reads the answer as a station letter', async () => {
  const m = await newMember(hall.db);
  const sent = (await send({ topic: 'website', text: '网站的日历能否显示整月演出？' }, { token: m.token })).body.data;
  const open = (await staffCall<StaffFeedback[]>(hall.app, 'GET', '/api/staff/feedback', { token: clerk.token })).body.data;
  expect(open.find((f) => f.id === sent.id)).toMatchObject({
    topic: 'website',
    memberPhone: expect.stringContaining('****'),
    answer: null,
  });
  const url = `/api/staff/feedback/${sent.id}`;
  expectError(
    await staffCall(hall.app, 'PUT', url, { token: clerk.token, body: { answer: ' ' } }),
    Code.badRequest,
    400,
    errorText('feedbackAnswerLength'),
  );
  const answered = await staffCall<StaffFeedback>(hall.app, 'PUT', url, {
    token: clerk.token,
    body: { answer: '整月日历已上线，欢迎使用。' },
  });
  expect(answered.body.data).toMatchObject({ answer: '整月日历已上线，欢迎使用。', answeredAt: expect.any(String) });
  expectError(
    await staffCall(hall.app, 'PUT', url, { token: clerk.token, body: { answer: '再答一次' } }),
    Code.badRequest,
    400,
    errorText('alreadyAnswered'),
  );
  const [letter] = await hall.db.select().from(stationLetters).where(eq(stationLetters.memberId, m.id));
  expect(letter.body).toContain('整月日历已上线');
  const door = await newStaff(hall.app, hall.db, ['door']);
  expectError(await staffCall(hall.app, 'GET', '/api/staff/feedback', { token: door.token }), Code.forbidden, 403);
});
