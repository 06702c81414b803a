// Content in the browser: the content editor writes a media report as a draft (not on the site), publishes
// it (the home page and the news list show it in both languages within 5 s), adds a home banner, adds a line to
// a page of the site in both languages, opens a coupon activity for the performance just published
// (on the coupon centre within 5 s) and sets up a discount code.
import { expect, type Page } from '@playwright/test';
import { SAME_ORIGIN } from '../support/accounts';
import { ready } from './console-steps';

const within5s = { timeout: 5_000, intervals: [250, 500] };

/** The public page's HTML in a language, as a visitor's browser gets it (no cookie but the language). */
const publicHtml = async (path: string, language: 'zh-CN' | 'en-US') =>
  (await fetch(`${SAME_ORIGIN.origin}${path}`, { headers: { cookie: `language=${language}` } })).text();

/** The page each width edits (two editors on one page at once would be told so: services/content/pages), and where it shows. */
const PAGES = {
  desktop: { key: 'site_information', zh: '/fieldInfo', en: '/enFieldInfo' },
  phone: { key: 'visit_intro', zh: '/visit', en: '/enVisit' },
} as const;

export async function editContent(page: Page, project: keyof typeof PAGES, checkAccessibility: () => Promise<void>) {
  const edited = PAGES[project];
  const stamp = Date.now() % 1_000_000;
  const title = `乐团冬季巡演归来 ${stamp}`;
  const enTitle = `Back from the winter tour ${stamp}`;

  await page.getByTestId('console-nav-content').click();
  await expect(page).toHaveURL(/\/console\/content$/);
  await ready(page);
  await expect(page.getByTestId('content-list').locator('li').first()).toBeVisible();
  await checkAccessibility();

  // A media report, saved as a draft first: not on the site.
  await page.getByTestId('content-new').click();
  await expect(page).toHaveURL(/\/console\/content\/new\?kind=media$/);
  await ready(page);
  await page.getByTestId('content-save').click();
  await expect(page.getByTestId('form-error')).toHaveText('请修改标出的内容');
  await page.getByLabel('标题（中文）').fill(title);
  await page.getByLabel('标题（英文）').fill(enTitle);
  await page.getByLabel('摘要（中文）').fill('五座城市，八场音乐会，两万名听众。');
  await page.getByLabel('摘要（英文）').fill('Five cities, eight concerts, twenty thousand listeners.');
  await page.getByTestId('content-body').click();
  await page.keyboard.type('乐团结束了为期两周的冬季巡演。');
  await page.getByTestId('content-enBody').click();
  await page.keyboard.type('The orchestra is back from a two-week winter tour.');
  await page.getByTestId('content-save').click();
  await expect(page).toHaveURL(/\/console\/content\/\d+$/);
  await ready(page);
  await checkAccessibility();
  expect(await publicHtml('/news', 'zh-CN')).not.toContain(title);

  // Published: the home page and the news list show it in both languages within 5 s.
  await page.getByLabel('发布（在网站上显示）').check();
  await page.getByTestId('content-save').click();
  await expect(page.getByTestId('form-success')).toHaveText('已保存，网站几秒内更新');
  await expect.poll(() => publicHtml('/', 'zh-CN'), within5s).toContain(title);
  await expect.poll(() => publicHtml('/', 'en-US'), within5s).toContain(enTitle);
  await expect.poll(() => publicHtml('/news', 'zh-CN'), within5s).toContain(title);

  // A home banner, shown last.
  await page.getByTestId('content-tab-banners').click();
  await expect(page).toHaveURL(/\/console\/content\/banners$/);
  await ready(page);
  const banner = page.getByTestId('banner-form');
  await banner.getByLabel('标题（中文）').fill(`冬季巡演 ${stamp}`);
  await banner.getByLabel('标题（英文）').fill(`Winter tour ${stamp}`);
  await banner.getByLabel('点击后打开').fill('javascript:alert(1)');
  await banner.getByTestId('banner-save').click();
  await expect(banner.getByText('链接请填本站路径（以 / 开头）或 https:// 地址')).toBeVisible();
  await expect(banner.getByText('请上传图片')).toBeVisible();
  await banner.getByLabel('点击后打开').fill('/news');
  await banner.getByTestId('banner-image').setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: await page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 120 } }),
  });
  await expect(banner.getByTestId('banner-image-preview')).toHaveAttribute('src', /^\/files\/[0-9a-f]{64}\.png$/);
  await banner.getByLabel('排序').fill('99');
  await banner.getByTestId('banner-save').click();
  await expect(banner.getByTestId('form-success')).toHaveText('已保存，首页几秒内更新');
  await expect(page.getByTestId('banner-list')).toContainText(`冬季巡演 ${stamp}`);
  await checkAccessibility();
  await expect.poll(() => publicHtml('/', 'zh-CN'), within5s).toContain(`冬季巡演 ${stamp}`);
  await expect.poll(() => publicHtml('/', 'en-US'), within5s).toContain(`Winter tour ${stamp}`);

  // A line added to a page of the site, in both languages.
  await page.getByTestId('content-tab-pages').click();
  await expect(page).toHaveURL(/\/console\/content\/pages$/);
  await ready(page);
  await page.getByTestId(`page-${edited.key}`).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/console/content/pages/${edited.key}$`));
  await ready(page);
  await page.getByTestId('page-value').click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(`开放日 ${stamp}：每月第一个周六。`);
  await page.getByTestId('page-enValue').click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(`Open day ${stamp}: the first Saturday of each month.`);
  await page.getByTestId('page-save').click();
  await expect(page.getByTestId('form-success')).toHaveText('已保存，网站几秒内更新');
  await checkAccessibility();
  await expect.poll(() => publicHtml(edited.zh, 'zh-CN'), within5s).toContain(`开放日 ${stamp}`);
  await expect.poll(() => publicHtml(edited.en, 'en-US'), within5s).toContain(`Open day ${stamp}`);
}

/** A coupon activity for the performance just published (on the coupon centre within 5 s), and a discount code. */
export async function setUpCoupons(page: Page, performanceTitle: string, checkAccessibility: () => Promise<void>) {
  const stamp = Date.now() % 1_000_000;
  await page.getByTestId('console-nav-coupons').click();
  await expect(page).toHaveURL(/\/console\/coupons$/);
  await ready(page);
  const form = page.getByTestId('coupon-activity-form');
  await form.getByTestId('coupon-activity-save').click();
  await expect(page.getByTestId('form-error')).toHaveText('请修改标出的内容');
  await form.getByLabel('名称（中文）').fill(`首演立减 ${stamp}`);
  await form.getByLabel('名称（英文）').fill(`Premiere: ¥30 off ${stamp}`);
  await form.getByLabel('说明（中文）').fill('满 100 元可用');
  await form.getByLabel('说明（英文）').fill('On orders of ¥100 or more');
  await form.getByLabel('面额（元）').fill('30');
  await form.getByLabel('使用门槛（元）').fill('100');
  await form.getByLabel('订单上限（元，可留空）').fill('50');
  await form.getByLabel('结束领取').fill('2099-12-31T20:00');
  await form.getByLabel('适用演出（不选则全部）').selectOption({ label: performanceTitle });
  await form.getByTestId('coupon-activity-save').click();
  await expect(form.getByText('订单上限不能低于使用门槛')).toBeVisible();
  await form.getByLabel('订单上限（元，可留空）').fill('');
  await form.getByTestId('coupon-activity-save').click();
  await expect(form.getByTestId('form-success')).toHaveText('已保存，网站几秒内更新');
  await expect(page.getByTestId('coupon-activities')).toContainText(`首演立减 ${stamp}`);
  await expect(page.getByTestId('coupon-activities')).toContainText('已领 0 / 100');
  await checkAccessibility();
  await expect.poll(() => publicHtml('/couponActivity', 'zh-CN'), within5s).toContain(`首演立减 ${stamp}`);

  await page.getByTestId('coupon-tab-codes').click();
  await expect(page).toHaveURL(/\/console\/coupons\/codes$/);
  await ready(page);
  const code = `first${stamp}`;
  await page.getByLabel('优惠码').fill(code);
  await page.getByLabel('减免（元）').fill('15');
  await page.getByLabel('有效至').fill('2099-12-31T20:00');
  await page.getByTestId('discount-code-save').click();
  await expect(page.getByTestId(`discount-code-${code.toUpperCase()}`)).toContainText('已用 0 / 100');
  await checkAccessibility();
}
