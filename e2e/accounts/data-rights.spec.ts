import { test, expect } from './fixtures';
import { DataRights } from '../pages/data-rights';
import { text, type Lang } from '../pages/language';
import { LoginOverlay } from '../pages/login-overlay';
import { open } from '../pages/site';
import { callOf, endCodeWindow, newIdCard, newPhone, registerMember } from '../support/accounts';
import { siteAccountCalls } from '@/lib/contract/account-calls';
import { callPath } from '@/lib/contract/call';
import { buyerCalls, memberCalls, receiverCalls } from '@/lib/contract/member-calls';
import { placeOrder, saleSession } from '../support/orders';
import { orderCalls } from '@/lib/contract/order-calls';

const PASSWORD = 'Concert2026';
const hallDate = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());

// The member's rights over their data (PIPL art. 45, 47) on /accountSettings. A member downloads their
// data (the file read back), is told why the account cannot be closed while an order awaits payment, closes it with
// the code texted to their phone once nothing is in the way, and the phone signs up again as a new member. The two
// code minutes are waited out once per language: Chinese on phones, English on desktops.
for (const [lang, project] of [
  ['zh-CN', 'phone'],
  ['en-US', 'desktop'],
] as [Lang, string][]) {
  test.describe(`the member's data (${lang})`, () => {
    test.use({ lang });

    test('download my data, refused while an order is unpaid, close the account by code, sign up again', async ({
      page,
      checkAccessibility,
    }, info) => {
      test.skip(info.project.name !== project, `runs on ${project} in ${lang}`);
      test.setTimeout(150_000);
      const api = page.context().request;
      const phone = newPhone();
      await registerMember(api, phone, PASSWORD);
      const [idCard, buyerCert] = [newIdCard('1990-03-08', 0), newIdCard('1988-11-20', 1)];
      await callOf(api, siteAccountCalls.perfectInfo, {
        body: { name: '陈晓', idCard, sex: 0, birthday: '1990-03-08', email: `m${phone}@example.com` },
      });
      await callOf(api, buyerCalls.add, { body: { name: '王芳', certType: '身份证', certNo: buyerCert } });
      const address = {
        name: '陈晓',
        phone,
        province: '上海市',
        city: '上海市',
        county: '黄浦区',
        address: `延安东路 ${phone.slice(-4)} 号`,
      };
      await callOf(api, receiverCalls.add, { body: address });
      const order = await placeOrder(api, (await saleSession(api)).sessionId, 1);

      await open(page, '/accountSettings');
      const rights = new DataRights(page, lang);
      await expect(rights.panel).toContainText(text(lang, 'dataRights.download.title'));

      // The copy: one JSON file named with the hall's date, the ID numbers in full.
      const { name, file } = await rights.download();
      expect(name).toBe(`personal-data-${hallDate()}.json`);
      expect(file.profile).toMatchObject({ phone, name: '陈晓', idCard, email: `m${phone}@example.com` });
      expect(file.buyers).toEqual([expect.objectContaining({ name: '王芳', certNo: buyerCert })]);
      expect(file.addresses).toEqual([expect.objectContaining(address)]);
      expect(file.orders.map((o) => [o.orderNo, o.status])).toEqual([[order.orderNo, 'unpaid']]);

      // An order awaiting payment keeps the account open, and the dialog says so in the member's words.
      await rights.openClosing();
      await expect(rights.dialog.getByTestId('close-account-refused')).toBeVisible();
      await expect(rights.dialog.getByTestId('close-reason-unpaidOrder')).toContainText(text(lang, 'dataRights.reasons.unpaidOrder'));
      await expect(rights.dialog.getByTestId('close-account-form')).toHaveCount(0);
      await checkAccessibility();
      await rights.dialog.getByTestId('close-account-close').click();
      await callOf(api, orderCalls.cancel, { body: { id: order.orderId } });

      // Nothing in the way now: the code (the registration's was within the minute).
      await rights.openClosing();
      await expect(rights.dialog.getByTestId('close-account-form')).toBeVisible();
      await checkAccessibility();
      await endCodeWindow(phone);
      await rights.closeWithCode(phone);
      const gone = await (await api.get(callPath(memberCalls.detail))).json();
      expect(gone.code).toBe(40003);
      await rights.dialog.getByTestId('close-account-home').click();
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(page.getByTestId('login-open')).toBeVisible();

      // The old phone and password are an unknown account; the phone signs up again, as a new member.
      const overlay = new LoginOverlay(page, lang);
      await overlay.openFromHeader();
      await overlay.submitPassword(phone, PASSWORD);
      await expect(overlay.error).toHaveText(text(lang, 'errors.notRegistered'));
      await endCodeWindow(phone);
      await overlay.register(phone, PASSWORD);
      const again = await callOf(api, memberCalls.detail, {});
      expect(again).toMatchObject({ phone, name: null, idCard: null, pointsBalance: 0 });
      expect(await callOf(api, buyerCalls.list, {})).toEqual([]);
      expect(await callOf(api, receiverCalls.list, {})).toEqual([]);
    });
  });
}
