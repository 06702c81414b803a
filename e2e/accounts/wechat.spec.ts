import { test, expect } from './fixtures';
import { AccountMenu, LoginOverlay } from '../pages/login-overlay';
import { open } from '../pages/site';
import { endCodeWindow, newPhone, registerMember } from '../support/accounts';
import { devPages } from '@/lib/contract/dev-calls';

const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2f) NetType/WIFI Language/zh_CN';
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

// WeChat's browser is a phone thing; the QR login of desktops is checked from the same journey.
test.describe('WeChat login', () => {
  test.use({ userAgent: WECHAT_UA });

  test('inside WeChat: forced authorisation, bind the phone, then the same person logs in by QR on a desktop', async ({
    page,
    api,
    browser,
    address,
    baseURL,
  }, info) => {
    test.skip(info.project.name !== 'phone', 'WeChat’s browser runs on phones');
    // A long journey, two browsers and a popup: it must fit a busy CI machine.
    test.setTimeout(180_000);
    const phone = newPhone();
    await registerMember(api, phone, 'Concert2026');

    // §1: the first page in WeChat goes to the official account's authorisation (the sandbox's page here).
    await page.goto('/');
    await expect(page).toHaveURL((url) => url.pathname === devPages.wechatAuthorize.path);
    const authorise = page.getByTestId('wechat-sandbox-authorise-new');
    const sandboxCode = new URL((await authorise.getAttribute('href'))!).searchParams.get('code')!;
    await authorise.click();

    // Unknown to the hall: back on /publicWxLogin, the overlay asks for the phone (mode 3).
    await expect(page).toHaveURL((url) => url.pathname === '/publicWxLogin');
    const overlay = new LoginOverlay(page, 'zh-CN');
    await expect(overlay.mode(3)).toBeVisible();
    await endCodeWindow(phone);
    await overlay.field('bind-phone').fill(phone);
    await overlay.fillCode('bind', phone);
    await overlay.field('bind-submit').click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(new AccountMenu(page).member()).toBeVisible();

    // The same WeChat person on a desktop: the QR pop-up comes back to /vxLogin and the page logs in.
    // (A context made in a test starts from the test's options: the desktop says what it is.)
    const desktop = await browser.newContext({
      userAgent: DESKTOP_UA,
      viewport: { width: 1440, height: 900 },
      isMobile: false,
      hasTouch: false,
      extraHTTPHeaders: { 'x-forwarded-for': address },
    });
    const tab = await desktop.newPage();
    await open(tab, `${baseURL}/`);
    await tab.getByTestId('login-open').click();
    const popupOpened = tab.waitForEvent('popup');
    await tab.getByTestId('login-wechat').click();
    const popup = await popupOpened;
    await expect(popup).toHaveURL((url) => url.pathname === devPages.wechatAuthorize.path);
    // The sandbox's page would make up a new person; this journey's person is the one it made before.
    const state = new URL(popup.url()).searchParams.get('state')!;
    const user = sandboxCode.replace(/^SANDBOX-/, '').split('.')[0];
    const closed = popup.waitForEvent('close', { timeout: 60_000 });
    await popup.goto(`${baseURL}/vxLogin?code=SANDBOX-${user}.again&state=${state}`).catch(() => null);
    // A pop-up that stays open shows why (its alert); say it rather than wait out the test.
    await closed.catch(async () => {
      throw new Error(
        `the pop-up stayed open: ${await popup
          .locator('body')
          .innerText()
          .catch(() => '(gone)')}`,
      );
    });
    await expect(new AccountMenu(tab).member()).toBeVisible();
    await desktop.close();
  });
});
