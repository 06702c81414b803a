// The calendar overlay and the home page's day strip (§3 calendar response), and the coupon activities.
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import { calendarPerformanceSchema, calendarSchema, performanceDetailSchema, type Calendar } from '@/lib/contract/performance';
import { memberCoupons, members } from '../../db/schema/index';
import { issueToken } from '../../services/accounts/access-tokens';
import { get, startHall, type Hall } from '../../test/harness';
import { errorText, expectError, expectNoServerError, expectOk } from '../../test/expect';
import { DAY, shanghaiMidnight, shanghaiMonthStart, shanghaiYearMonth, ym, ymd } from '../../test/shanghai';

let hall: Hall;
beforeAll(async () => {
  hall = await startHall();
});
afterAll(() => hall?.close());

const daysSchema = calendarSchema.shape.pcMonthProjectDTOS;

/** §3: days ascending, each stamped with its Shanghai midnight, holding the sessions that start that day. */
function expectCalendarDays(days: Calendar['pcMonthProjectDTOS'], from: number, to: number) {
  const stamps = days.map((d) => d.day);
  expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
  expect(new Set(stamps).size).toBe(stamps.length);
  for (const { day, projects } of days) {
    expect(shanghaiMidnight(day)).toBe(day);
    expect(day).toBeGreaterThanOrEqual(from);
    expect(day).toBeLessThan(to);
    expect(projects.length).toBeGreaterThan(0);
    for (const p of projects) {
      expect(shanghaiMidnight(Date.parse(p.startTime))).toBe(day);
      expect([0, 1]).toContain(p.category);
      expect(p.mainTitle).not.toBe('');
      expect(p.enMainTitle).not.toBe('');
      expect(p.venueName).not.toBe('');
    }
    const starts = projects.map((p) => Date.parse(p.startTime));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  }
}

describe('GET /api/project/month_all', () => {
  it('without a month: allDay days from today, grouped by day', async () => {
    const cal = expectOk(await get(hall.app, '/api/project/month_all'), calendarSchema);
    expect(cal.allDay).toBeGreaterThan(0);
    const today = shanghaiMidnight(Date.now());
    expectCalendarDays(cal.pcMonthProjectDTOS, today, today + cal.allDay * DAY);
    expect(cal.pcMonthProjectDTOS.length).toBeGreaterThan(0);
    const categories = new Set(cal.pcMonthProjectDTOS.flatMap((d) => d.projects.map((p) => p.category)));
    expect(categories).toEqual(new Set([0, 1]));
  });

  it('a month: every day of that month and only that month', async () => {
    const { year, month } = shanghaiYearMonth(Date.now());
    let sessions = 0;
    for (const m of [month, month + 1]) {
      const cal = expectOk(await get(hall.app, `/api/project/month_all?month=${ym(year, m)}`), calendarSchema);
      const from = shanghaiMonthStart(year, m);
      const to = shanghaiMonthStart(year, m + 1);
      expect(cal.allDay).toBe(Math.round((to - from) / DAY));
      expectCalendarDays(cal.pcMonthProjectDTOS, from, to);
      sessions += cal.pcMonthProjectDTOS.reduce((n, d) => n + d.projects.length, 0);
    }
    expect(sessions).toBeGreaterThan(0);
  });

  it('February of a leap year has 29 days', async () => {
    const cal = expectOk(await get(hall.app, '/api/project/month_all?month=2028-02'), calendarSchema);
    expect(cal.allDay).toBe(29);
  });

  it('each calendar entry opens its performance', async () => {
    const cal = expectOk(await get(hall.app, '/api/project/month_all'), calendarSchema);
    const ids = [...new Set(cal.pcMonthProjectDTOS.flatMap((d) => d.projects.map((p) => p.id)))].slice(0, 5);
    for (const id of ids) {
      const d = expectOk(await get(hall.app, `/api/project/${id}/detail`), performanceDetailSchema);
      const entry = cal.pcMonthProjectDTOS.flatMap((x) => x.projects).find((p) => p.id === id)!;
      expect(d.mainTitle).toBe(entry.mainTitle);
    }
  });

  it.each(['2026-13', '2026-00', '2026-1', '26-01', 'abc', '2026-01-01', '2026-01; drop table sessions'])(
    'malformed month %s is 40000 with the translated message',
    async (month) => {
      const url = `/api/project/month_all?month=${encodeURIComponent(month)}`;
      expectError(await get(hall.app, url), Code.badRequest, 400, errorText('invalidMonth', 'zh-CN'));
      expectError(await get(hall.app, url, { language: 'en-US' }), Code.badRequest, 400, errorText('invalidMonth', 'en-US'));
    },
  );
});

describe('GET /api/project/month', () => {
  it('without a date: the sessions of today', async () => {
    const days = expectOk(await get(hall.app, '/api/project/month'), daysSchema);
    const today = shanghaiMidnight(Date.now());
    expectCalendarDays(days, today, today + DAY);
  });

  it('a date gives that day, the same as the calendar shows for it', async () => {
    const cal = expectOk(await get(hall.app, '/api/project/month_all'), calendarSchema);
    const busy = cal.pcMonthProjectDTOS.slice(0, 3);
    expect(busy.length).toBeGreaterThan(0);
    for (const entry of busy) {
      const days = expectOk(await get(hall.app, `/api/project/month?date=${ymd(entry.day)}`), daysSchema);
      expectCalendarDays(days, entry.day, entry.day + DAY);
      expect(days).toEqual([entry]);
    }
  });

  it('a day without sessions is an empty list', async () => {
    expect(expectOk(await get(hall.app, '/api/project/month?date=2001-01-01'), daysSchema)).toEqual([]);
  });

  it.each(['2026/01/01', '20260101', 'today', '2026-1-1'])('malformed date %s is 40000 with the translated message', async (date) => {
    const url = `/api/project/month?date=${encodeURIComponent(date)}`;
    expectError(await get(hall.app, url), Code.badRequest, 400, errorText('invalidDate', 'zh-CN'));
    expectError(await get(hall.app, url, { language: 'en-US' }), Code.badRequest, 400, errorText('invalidDate', 'en-US'));
  });

  it.each(['2026-02-30', '2026-13-01', '2026-00-10', '2026-04-31'])('impossible date %s is a clean 40000, not a 500', async (date) => {
    const res = await get(hall.app, `/api/project/month?date=${date}`);
    expectNoServerError(res);
    expectError(res, Code.badRequest, 400, errorText('invalidDate', 'zh-CN'));
  });
});

describe('GET /api/code_promotion_activity/activity', () => {
  it('is the upcoming calendar of §3', async () => {
    const cal = expectOk(await get(hall.app, '/api/code_promotion_activity/activity'), calendarSchema);
    const today = shanghaiMidnight(Date.now());
    expect(cal.allDay).toBeGreaterThan(0);
    expectCalendarDays(cal.pcMonthProjectDTOS, today, today + cal.allDay * DAY);
    expect(cal.pcMonthProjectDTOS.length).toBeGreaterThan(0);
    // Every project carries what the overlay draws (§3): id, category, titles, startTime, venueName.
    for (const p of cal.pcMonthProjectDTOS[0].projects) {
      expect(Object.keys(calendarPerformanceSchema.parse(p))).toEqual(
        expect.arrayContaining([
          'id',
          'category',
          'mainTitle',
          'series',
          'subtitle',
          'enMainTitle',
          'enSeries',
          'enSubtitle',
          'startTime',
          'venueName',
        ]),
      );
    }
  });
});

const couponActivitySchema = z.object({
  useRule: z.string(),
  memberCodePromotionActivityDTOS: z.array(
    z.object({
      codePromotionId: z.number(),
      promotionName: z.string(),
      promotionShowInfo: z.string().nullable(),
      countNum: z.number(),
      isUsed: z.boolean(),
      projectIds: z.array(z.number()),
    }),
  ),
});

describe('GET /api/code_promotion_activity', () => {
  it('shows the rules and the claimable coupons, none held by a visitor', async () => {
    const res = expectOk(await get(hall.app, '/api/code_promotion_activity'), couponActivitySchema);
    expect(res.useRule).not.toBe('');
    expect(res.memberCodePromotionActivityDTOS.length).toBeGreaterThan(0);
    for (const a of res.memberCodePromotionActivityDTOS) {
      expect(a.countNum).toBe(0);
      expect(a.isUsed).toBe(false);
      expect(a.promotionName).not.toBe('');
    }
  });

  it('a made-up access token is treated as a visitor', async () => {
    const res = await get(hall.app, '/api/code_promotion_activity', { access_token: 'not-a-real-token' });
    const data = expectOk(res, couponActivitySchema);
    expect(data.memberCodePromotionActivityDTOS.every((a) => a.countNum === 0)).toBe(true);
  });

  it('speaks English to the English visitor', async () => {
    const zh = expectOk(await get(hall.app, '/api/code_promotion_activity'), couponActivitySchema);
    const en = expectOk(await get(hall.app, '/api/code_promotion_activity', { language: 'en-US' }), couponActivitySchema);
    expect(en.memberCodePromotionActivityDTOS.map((a) => a.codePromotionId)).toEqual(
      zh.memberCodePromotionActivityDTOS.map((a) => a.codePromotionId),
    );
    expect(en.memberCodePromotionActivityDTOS.map((a) => a.promotionName)).not.toEqual(
      zh.memberCodePromotionActivityDTOS.map((a) => a.promotionName),
    );
    expect(en.useRule).not.toBe(zh.useRule);
  });

  it('counts the coupons a member already holds, and whether one is used', async () => {
    const [member] = await hall.db.select({ id: members.id }).from(members).where(eq(members.phone, '13800000003'));
    expect(member).toBeDefined();
    const { token } = await issueToken(hall.db, { memberId: member.id });
    const before = expectOk(await get(hall.app, '/api/code_promotion_activity', { access_token: token }), couponActivitySchema);
    const [target, other] = before.memberCodePromotionActivityDTOS;
    const held = (id: number) => before.memberCodePromotionActivityDTOS.find((a) => a.codePromotionId === id)!.countNum;
    const expiresAt = new Date(Date.now() + 30 * 86_400_000);
    await hall.db.insert(memberCoupons).values([
      { memberId: member.id, codePromotionId: target.codePromotionId, status: 'used', expiresAt, usedAt: new Date() },
      { memberId: member.id, codePromotionId: target.codePromotionId, status: 'unused', expiresAt },
    ]);
    const after = expectOk(await get(hall.app, '/api/code_promotion_activity', { access_token: token }), couponActivitySchema);
    const entry = (id: number) => after.memberCodePromotionActivityDTOS.find((a) => a.codePromotionId === id)!;
    expect(entry(target.codePromotionId)).toMatchObject({ countNum: held(target.codePromotionId) + 2, isUsed: true });
    if (other) expect(entry(other.codePromotionId)).toMatchObject({ countNum: held(other.codePromotionId), isUsed: other.isUsed });
    // A visitor still holds none.
    const visitor = expectOk(await get(hall.app, '/api/code_promotion_activity'), couponActivitySchema);
    expect(visitor.memberCodePromotionActivityDTOS.every((a) => a.countNum === 0 && !a.isUsed)).toBe(true);
  });
});
