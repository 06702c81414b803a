import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { test, expect } from '../accounts/fixtures';
import { text } from '../pages/language';
import { open } from '../pages/site';
import { SAME_ORIGIN, callOf, newAddress, newPhone, registerEnterprise, registerMember, slideTicket } from '../support/accounts';
import { E2E_ADMINS, E2E_STAFF_PASSWORD } from '../support/staff';
import { ready, signIn } from '../console/console-steps';
import { callHref } from '@/lib/contract/call';
import { feedbackCalls } from '@/lib/contract/member-calls';
import { performanceCalls } from '@/lib/contract/performance-calls';
import { renterCalls } from '@/lib/contract/rental-calls';

// Station letters are plain text. The box office answers a member's feedback, and the rental
// staff decline a renter's consultation, each in the console with words that would be a script if read as HTML,
// on two lines; the member on /userStationLetter and the renter on /myCompany read them as written (the markup's
// characters visible, the line break kept), nothing runs and no image is made; the renter's letter links the step.
const PASSWORD = 'Concert2026';
const SCRIPT = '<img src=x onerror="window.__xss=1">';
const zh = (key: string) => text('zh-CN', key);

/** A PDF small enough for a proposal: what %PDF- files start with, and an end. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

/** A renter's consultation submitted whole through the site's calls, `days` from now; answers its project's id. */
async function submittedConsultation(api: APIRequestContext, days: number): Promise<number> {
  const [hall] = await callOf(api, performanceCalls.halls, {});
  const name = '春季发布会';
  const { projectId } = await callOf(api, renterCalls.saveDraft, { body: { name, hallId: hall.id } });
  const stored = await api.fetch(callHref(renterCalls.uploadFile, { query: { projectId, kind: 'proposal', name: 'proposal.pdf' } }), {
    method: renterCalls.uploadFile.method,
    data: PDF,
    headers: { ...SAME_ORIGIN, 'content-type': 'application/pdf' },
  });
  const file = ((await stored.json()) as { data: { id: number } }).data;
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const at = (time: string) => `${day}T${time}:00+08:00`;
  await callOf(api, renterCalls.submit, {
    body: {
      projectId,
      name,
      hallId: hall.id,
      setupStart: at('09:00'),
      eventStart: at('19:30'),
      eventEnd: at('21:30'),
      teardownEnd: at('23:30'),
      eventType: 'launch',
      expectedAudience: 200,
      ticketed: false,
      technicalNeeds: '投影',
      proposalFileId: file.id,
      noticeAccepted: true,
    },
  });
  return projectId;
}

/** The console in a desktop-sized window of its own, signed in. */
async function signedInConsole(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'language', value: 'zh-CN', url: baseURL }]);
  const page = await context.newPage();
  await page.goto('/console/feedback');
  await signIn(page, 'zh-CN', E2E_ADMINS.letters.username, E2E_STAFF_PASSWORD);
  return page;
}

/** A reader's browser of its own at a width (own client address: the hall API limits codes per address). */
async function readerPage(browser: Browser, baseURL: string, device: Device): Promise<Page> {
  const context = await browser.newContext({ baseURL, ...DEVICES[device], extraHTTPHeaders: { 'x-forwarded-for': newAddress() } });
  await context.addCookies([{ name: 'language', value: 'zh-CN', url: baseURL }]);
  return context.newPage();
}

const DEVICES = {
  desktop: { viewport: { width: 1440, height: 900 } },
  phone: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
};
type Device = keyof typeof DEVICES;

/** Opens the newest letter and checks it reads `written` as text: nothing ran, no element was made of it. */
async function expectReadAsWritten(page: Page, written: string): Promise<Locator> {
  const item = page.getByTestId('letter-item').first();
  await item.getByTestId('letter-toggle').click();
  const body = item.getByTestId('letter-body');
  await expect(body).toBeVisible();
  // Soft, so that a failure shows each way the letter was misread.
  await expect.soft(body).toContainText(SCRIPT);
  expect.soft(await body.innerText(), 'the line break kept').toContain(written);
  await expect.soft(body.locator('img')).toHaveCount(0);
  expect.soft(await page.evaluate(() => (window as { __xss?: unknown }).__xss), 'no script ran').toBeUndefined();
  return item;
}

// One journey for both widths: the console is signed in once (its administrator enrols an authenticator then).
test('members’ and renters’ letters show what the hall wrote as text, on two lines, running nothing', async ({
  page,
  browser,
  baseURL,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'both widths in one journey, with one console sign-in');
  test.setTimeout(180_000);
  const readers = [];
  for (const device of ['desktop', 'phone'] as const) {
    // The desktop member reads in the test's own page, which the accessibility check reads too.
    const member = device === 'desktop' ? page : await readerPage(browser, baseURL!, device);
    await registerMember(member.request, newPhone(), PASSWORD);
    const feedback = await callOf(member.request, feedbackCalls.send, {
      body: { ticket: await slideTicket(member.request), topic: 'website', text: '手机上的座位图能否放大一些？' },
    });
    const renter = await readerPage(browser, baseURL!, device);
    await registerEnterprise(renter.request, newPhone(), PASSWORD);
    const projectId = await submittedConsultation(renter.request, 200 + Math.floor(Math.random() * 300));
    readers.push({ device, member, feedbackId: feedback.id, renter, projectId });
  }

  const answer = `${SCRIPT}\n新版座位图支持双指放大。`;
  const note = `${SCRIPT}\n该档期已有演出，欢迎改期再来咨询！`;
  const staff = await signedInConsole(browser, baseURL!);
  for (const { feedbackId, projectId } of readers) {
    await test.step('the box office answers the member’s feedback', async () => {
      await staff.goto('/console/feedback');
      await ready(staff);
      const item = staff.getByTestId(`feedback-${feedbackId}`);
      await item.getByLabel(zh('console.feedback.answer')).fill(answer);
      await item.getByTestId(`feedback-${feedbackId}-send`).click();
      // Answered, it leaves the list of those waiting.
      await expect(item).toHaveCount(0);
    });
    await test.step('the rental staff decline the renter’s consultation', async () => {
      await staff.goto(`/console/rental/${projectId}`);
      await ready(staff);
      const reject = staff.getByTestId('rental-reject');
      await reject.getByLabel(zh('console.rental.reject.reason')).fill(note);
      await reject.getByTestId('reject-submit').click();
      // The project ended, nothing is left to decline.
      await expect(reject).toHaveCount(0);
    });
  }
  await staff.context().close();

  for (const { device, member, renter, projectId } of readers) {
    await test.step(`the member reads the answer on /userStationLetter (${device})`, async () => {
      await open(member, '/userStationLetter');
      await expectReadAsWritten(member, answer);
    });
    await test.step(`the renter reads the note on /myCompany, with a link to the project’s step (${device})`, async () => {
      await renter.goto('/myCompany');
      const letter = await expectReadAsWritten(renter, note);
      await expect.soft(letter.getByTestId('letter-link')).toHaveAttribute('href', `/siteConsultation?id=${projectId}`);
    });
    if (member !== page) await member.context().close();
    await renter.context().close();
  }
});
