import { unsealData } from 'iron-session';
import { test, expect } from './fixtures';
import { HALL, logIn, newPhone, registerMember } from '../support/accounts';
import { open } from '../pages/site';
import { siteAccountCalls } from '@/lib/contract/account-calls';
import { API_ROOT } from '@/lib/contract/address';

const PASSWORD = 'Concert2026';

/**
 * Session security: the hall API's token lives only in the sealed, HttpOnly session cookie. The test unseals
 * that cookie with the e2e SESSION_PASSWORD (playwright.config.ts) to learn the real token, then shows that
 * no answer the browser received contains it and no script can read the cookie.
 */
test.describe('session security', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, 'one run is enough: nothing here depends on the screen');

  test('the token never reaches the browser; the cookie is HttpOnly and SameSite=Lax', async ({ page, context, api }) => {
    const phone = newPhone();
    await registerMember(api, phone, PASSWORD);

    const bodies: string[] = [];
    page.on('response', async (res) => {
      if (new URL(res.url()).pathname.startsWith(API_ROOT)) bodies.push(await res.text().catch(() => ''));
    });
    await logIn(context.request, 'member', phone, PASSWORD);
    await open(page, '/userCenter');
    await expect(page.getByText(phone.slice(-4)).first()).toBeVisible();

    const cookie = (await context.cookies()).find((c) => c.name === 'hall_session');
    expect(cookie, 'the session cookie').toBeDefined();
    expect(cookie!.httpOnly).toBe(true);
    expect(cookie!.sameSite).toBe('Lax');

    const { token } = await unsealData<{ token: string }>(cookie!.value, { password: process.env.SESSION_PASSWORD! });
    expect(token.length).toBeGreaterThan(20);
    // It is the real token: the hall API accepts it directly.
    const detail = await (await fetch(`${HALL}/api/member/detail`, { headers: { access_token: token } })).json();
    expect(detail.code).toBe(20000);

    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) expect(body).not.toContain(token);
    expect(await page.evaluate(() => document.cookie)).not.toContain('hall_session');
    expect(
      await page.evaluate(() => JSON.stringify(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)]))),
    ).not.toContain(token);
  });

  test('a sign sent by the browser is ignored: the BFF signs with its own secret', async ({ api }) => {
    const phone = newPhone();
    await registerMember(api, phone, PASSWORD);
    const res = await api.post(siteAccountCalls.login.path, {
      data: { phone, type: 'PASSWORD', password: PASSWORD, sign: '0'.repeat(32), ticket: 'not-a-ticket-at-all' },
    });
    const body = await res.json();
    // Refused for the missing puzzle, not for the browser's sign (the hall checks the BFF's sign first).
    expect(body.subCode).toBe(2011);
  });
});
