import { test, expect } from '../accounts/fixtures';
import { newPhone, registerMember, slideTicket } from '../support/accounts';
import { siteAccountCalls } from '@/lib/contract/account-calls';

/** The attacks that need a real browser: login CSRF from another site and the redirect after login. */
const PASSWORD = 'Concert2026';

test.describe('attacks in the browser', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, 'server behaviour: one run is enough');

  test('a page on another site cannot log the visitor into its own account', async ({ browser, api, baseURL }) => {
    // The attacker's own account and a puzzle ticket they solved for it.
    const phone = newPhone();
    await registerMember(api, phone, PASSWORD);
    const ticket = await slideTicket(api);

    const victim = await browser.newContext({ baseURL });
    await victim.route('http://evil.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        // text/plain forms need no preflight; the name/value pair spells the JSON the login takes.
        body: `<form id="f" method="post" enctype="text/plain" action="${baseURL}${siteAccountCalls.login.path}">
          <input name='{"phone":"${phone}","type":"PASSWORD","password":"${PASSWORD}","ticket":"${ticket}","x":"' value='"}'>
        </form><script>document.getElementById('f').submit()</script>`,
      }),
    );
    const page = await victim.newPage();
    const answered = page.waitForResponse((res) => res.url().endsWith(siteAccountCalls.login.path));
    await page.goto('http://evil.example/');
    const res = await answered;
    expect(res.status()).toBe(403);

    const session = await (await victim.request.get(siteAccountCalls.session.path)).json();
    expect(session.data?.type ?? null).toBeNull();
    expect((await victim.cookies()).some((c) => c.name === 'hall_session')).toBe(false);
    await victim.close();
  });

  for (const redirect of [
    '/\t/evil.example/phish',
    '/\n/evil.example/phish',
    '/\\evil.example/phish',
    '\\\\evil.example/phish',
    '//evil.example/phish',
    'https://evil.example/phish',
    'javascript:alert(1)',
    ' /\t/evil.example',
  ]) {
    test(`the login redirect ${JSON.stringify(redirect)} is not kept`, async ({ page }) => {
      await page.goto(`/?login=personal&redirect=${encodeURIComponent(redirect)}`);
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('redirectUrl'))).toBeNull();
    });
  }

  test('a local redirect is kept', async ({ page }) => {
    await page.goto(`/?login=personal&redirect=${encodeURIComponent('/userCenter?tab=1')}`);
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('redirectUrl'))).toBe('/userCenter?tab=1');
  });
});
