// Content: a content editor writes a news item as a draft (not public), publishes it, changes it; edits a
// banner and a rich-text page; rich text with scripts, handlers and javascript: links is stored clean; links and
// pictures from elsewhere are refused and write nothing; the site is told the content changed; other roles are refused.
import { count, eq } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { ContentPayload, StaffBanner, StaffContentItem, StaffPage } from '@/lib/contract/content-editing';
import { auditLog, contentItems } from '../../db/schema';
import { errorText, expectError } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';
import { call } from '../../test/members';
import { recordingSiteCache } from '../../test/publishing';
import { bannerInput, contentInput } from '../../test/content';
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
});
const DIRTY =
  '<p onclick="steal()">乐团巡演归来</p><script>steal()</script><img src="/art/media-1.svg" onerror="steal()">' +
  '<a href="javascript:steal()">详情</a><a href="https://example.com/" target="_blank">外链</a>';

const newsInput = (overrides: Partial<ContentPayload> = {}) => contentInput({ body: DIRTY, ...overrides });

describe('news and the other lists', () => {
  it('keeps a draft off the public list, publishes it clean, and tells the site', async () => {
    const e = as(editor);
    const told = site.told.length;
    const created = await e.post<StaffContentItem>('/api/staff/content', newsInput());
    expect(created.body.code).toBe(20000);
    const id = created.body.data.id;
    expect(created.body.data.body).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(created.body.data.body).toContain('乐团巡演归来');
    expect(created.body.data.body).toContain('rel="noopener noreferrer"');
    expect(site.told.slice(told)).toContainEqual(['content']);

    const publicList = async () => (await call(hall.app, 'GET', '/api/media?pageSize=50')).body.data.list.map((i: { id: number }) => i.id);
    expect(await publicList()).not.toContain(id);
    expect((await call(hall.app, 'GET', `/api/media/${id}/detail`)).body.code).not.toBe(20000);

    const published = await e.put<StaffContentItem>(
      `/api/staff/content/${id}`,
      newsInput({ visible: true, title: '乐团冬季巡演圆满归来' }),
    );
    expect(published.body.data).toMatchObject({ visible: true, title: '乐团冬季巡演圆满归来' });
    expect(await publicList()).toContain(id);
    const zh = await call(hall.app, 'GET', `/api/media/${id}/detail`);
    expect(zh.body.data.title).toBe('乐团冬季巡演圆满归来');
    expect(zh.body.data.body).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(zh.body.data.enTitle).toBe('The orchestra is back from its winter tour');

    const listed = await e.get(`/api/staff/content?kind=media&q=${encodeURIComponent('巡演圆满')}`);
    expect(listed.body.data.list.map((i: StaffContentItem) => i.id)).toEqual([id]);
    const [entry] = await hall.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `content:${id}`))
      .orderBy(auditLog.id);
    expect(entry).toMatchObject({ action: 'content.create', actor: editor.username });
  });

  it('refuses links and pictures from elsewhere, and writes nothing', async () => {
    const before = (await hall.db.select({ n: count() }).from(contentItems))[0].n;
    for (const [bad, key] of [
      [{ url: 'javascript:alert(1)' }, 'linkFormat'],
      [{ url: '//evil.example/x' }, 'linkFormat'],
      [{ image: 'https://evil.example/x.png' }, 'pictureRequired'],
      [{ title: '  ' }, 'titleRequired'],
    ] as const) {
      expectError(await as(editor).post('/api/staff/content', newsInput(bad)), Code.badRequest, 400, errorText(key));
    }
    expect((await hall.db.select({ n: count() }).from(contentItems))[0].n).toBe(before);
  });

  it('is the content role’s: a box-office clerk is refused', async () => {
    expectError(await as(clerk).get('/api/staff/content'), Code.forbidden, 403, errorText('staffRoleRequired'));
    expectError(await as(clerk).put('/api/staff/pages/about_us', { value: '<p>x</p>', enValue: '', revision: '' }), Code.forbidden, 403);
  });
});

describe('banners and pages', () => {
  it('adds a banner to the home page and hides it again', async () => {
    const e = as(editor);
    const banner = bannerInput;
    const created = await e.post<StaffBanner>('/api/staff/banners', banner);
    const id = created.body.data.id;
    const shown = async () => (await call(hall.app, 'GET', '/api/banner')).body.data.map((b: { id: number }) => b.id);
    expect(await shown()).toContain(id);
    await e.put(`/api/staff/banners/${id}`, { ...banner, visible: false });
    expect(await shown()).not.toContain(id);
    expect((await e.get<StaffBanner[]>('/api/staff/banners')).body.data).toContainEqual(expect.objectContaining({ id, visible: false }));
    expectError(
      await e.put(`/api/staff/banners/${id}`, { ...banner, link: 'http://evil.example/' }),
      Code.badRequest,
      400,
      errorText('linkFormat'),
    );
  });

  it('rewrites a page in both languages, clean; the English falls back to the Chinese when left empty', async () => {
    const e = as(editor);
    const opened = (await e.get<StaffPage[]>('/api/staff/pages')).body.data.find((p) => p.key === 'member_benefits')!;
    const saved = await e.put<StaffPage>('/api/staff/pages/member_benefits', { value: DIRTY, enValue: '', revision: opened.revision });
    expect(saved.body.data.value).not.toMatch(/script|onclick|javascript:/);
    const zh = await call(hall.app, 'GET', '/api/member_benefits');
    expect(zh.body.data.context).toContain('乐团巡演归来');
    expect(zh.body.data.context).not.toMatch(/script|onclick|javascript:/);
    const en = await call(hall.app, 'GET', '/api/member_benefits', { headers: { language: 'en-US' } });
    expect(en.body.data.context).toBe(zh.body.data.context);
    const pages = (await e.get<StaffPage[]>('/api/staff/pages')).body.data;
    expect(pages.map((p) => p.key)).toContain('about_us');
    expectError(await e.put('/api/staff/pages/vr_url', { value: '<p>x</p>', enValue: '', revision: '' }), Code.badRequest, 400);
  });

  it('refuses a save over a change made since the page was opened, and keeps that change', async () => {
    const e = as(editor);
    const opened = (await e.get<StaffPage[]>('/api/staff/pages')).body.data.find((p) => p.key === 'coupon_use_rule')!;
    const first = await e.put<StaffPage>('/api/staff/pages/coupon_use_rule', { ...opened, value: `${opened.value}<p>第一位编辑</p>` });
    expect(first.body.code).toBe(20000);
    expectError(
      await e.put('/api/staff/pages/coupon_use_rule', { ...opened, value: `${opened.value}<p>第二位编辑</p>` }),
      Code.badRequest,
      400,
      errorText('editedElsewhere'),
    );
    const now = (await e.get<StaffPage[]>('/api/staff/pages')).body.data.find((p) => p.key === 'coupon_use_rule')!;
    expect(now.value).toContain('第一位编辑');
    expect(now.value).not.toContain('第二位编辑');
    expect((await e.put('/api/staff/pages/coupon_use_rule', { ...now, value: `${now.value}<p>第二位编辑</p>` })).body.code).toBe(20000);
  });
});

// §3's virtual tour. The seed has none, so the site hides its entry; the content staff set an https address.
describe('the virtual tour', () => {
  const tour = async () => (await call(hall.app, 'GET', '/api/vr_url')).body;

  it('is absent until set; an address that is not https is refused and changes nothing; empty hides it again', async () => {
    const e = as(editor);
    expect(await tour()).toMatchObject({ code: 20000, data: { url: null } });
    expect((await e.get('/api/staff/site-settings')).body.data).toEqual({ virtualTourUrl: '' });

    const audits = async () =>
      (await hall.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'site_settings.update')))[0].n;
    const before = await audits();
    for (const bad of [
      'http://tour.example.com/hall',
      'javascript:alert(1)',
      '/art/vr-tour.svg',
      'https://',
      `https://x.example/${'a'.repeat(500)}`,
    ]) {
      const refused = await e.put('/api/staff/site-settings', { virtualTourUrl: bad });
      expectError(refused, Code.badRequest, 400);
    }
    expectError(await e.put('/api/staff/site-settings', {}), Code.badRequest, 400);
    expect(await audits()).toBe(before);
    expect((await tour()).data.url).toBeNull();

    const told = site.told.length;
    const set = await e.put('/api/staff/site-settings', { virtualTourUrl: '  https://tour.example.com/binjiang?scene=foyer ' });
    expect(set.body.data).toEqual({ virtualTourUrl: 'https://tour.example.com/binjiang?scene=foyer' });
    expect((await tour()).data.url).toBe('https://tour.example.com/binjiang?scene=foyer');
    expect(site.told.slice(told)).toContainEqual(['content']);
    expect(await audits()).toBe(before + 1);

    await e.put('/api/staff/site-settings', { virtualTourUrl: '' });
    expect((await tour()).data.url).toBeNull();
    expect(await audits()).toBe(before + 2);
  });

  it('is the content role’s: a box-office clerk is refused', async () => {
    expectError(await as(clerk).put('/api/staff/site-settings', { virtualTourUrl: 'https://tour.example.com/' }), Code.forbidden, 403);
    expect((await tour()).data.url).toBeNull();
  });
});
