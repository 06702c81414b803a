// Text messages owed to members: sent once after the change commits; a provider that fails is tried again later,
// and the message is neither lost nor sent twice.
import { eq } from 'drizzle-orm';
import { smsNotices, smsOutbox } from '../../db/schema';
import { createSandboxSms } from '../../providers/sms/sandbox';
import type { SmsProvider } from '../../providers/sms/types';
import { startHall, type Hall } from '../../test/harness';
import { newMember } from '../../test/members';
import { runDueWork } from '../work/periodic';
import { oweSmsNotice, smsNoticeWork } from './sms-notices';

let hall: Hall;
beforeAll(async () => {
  hall = await startHall();
});
afterAll(() => hall?.close());

const notice = { kind: 'waitingListOffer' as const, values: { title: '新年音乐会', payBy: '2026-12-31 20:00' } };

it('sends nothing for a change that rolled back, and each owed message once', async () => {
  const member = await newMember(hall.db);
  await hall.db
    .transaction(async (tx) => {
      await oweSmsNotice(tx, member.id, notice, 'zh-CN');
      throw new Error('the change fails');
    })
    .catch(() => undefined);
  await hall.db.transaction((tx) => oweSmsNotice(tx, member.id, notice, 'zh-CN'));
  const work = smsNoticeWork(createSandboxSms(hall.db));
  await runDueWork(hall.db, [work]);
  await runDueWork(hall.db, [work]);
  const sent = await hall.db.select().from(smsOutbox).where(eq(smsOutbox.phone, member.phone));
  expect(sent.map((s) => s.body)).toEqual([
    '【音乐厅】您候补的《新年音乐会》有票了，已为您保留，请在 2026-12-31 20:00 前登录官网“我的候补”下单支付，逾期顺延给下一位。',
  ]);
});

it('tries a message the provider refused again after the backoff, and sends it once', async () => {
  const member = await newMember(hall.db);
  await hall.db.transaction((tx) => oweSmsNotice(tx, member.id, notice, 'en-US'));
  const sandbox = createSandboxSms(hall.db);
  let refuse = true;
  const flaky: SmsProvider = {
    sendCode: (...args) => sandbox.sendCode(...args),
    sendNotice: (...args) => (refuse ? Promise.reject(new Error('provider down')) : sandbox.sendNotice(...args)),
  };
  const work = smsNoticeWork(flaky);
  const t0 = new Date();
  expect((await runDueWork(hall.db, [work], t0)).smsNotice).toEqual({ ran: 0, failed: 1 });
  const [row] = await hall.db.select().from(smsNotices).where(eq(smsNotices.memberId, member.id));
  expect(row).toMatchObject({ sentAt: null, claimedUntil: null });
  // Within the backoff it waits; after it, it is sent.
  refuse = false;
  expect((await runDueWork(hall.db, [work], new Date(t0.getTime() + 1_000))).smsNotice).toEqual({ ran: 0, failed: 0 });
  expect((await runDueWork(hall.db, [work], new Date(t0.getTime() + 6_000))).smsNotice).toEqual({ ran: 1, failed: 0 });
  const sent = await hall.db.select().from(smsOutbox).where(eq(smsOutbox.phone, member.phone));
  expect(sent).toHaveLength(1);
  expect(sent[0].body).toMatch(/^\[Concert Hall\] Tickets you waited for, 新年音乐会, are held for you until 2026-12-31 20:00/);
});
