import { test, expect } from '../accounts/fixtures';
import { LANGUAGES, text } from '../pages/language';
import { LoginOverlay } from '../pages/login-overlay';
import { open } from '../pages/site';
import { MyOrders } from '../pages/my-orders';
import { GroupVisitForm, VisitOrders } from '../pages/visit-orders';
import { callOf, newIdCard, newPhone, registerMember } from '../support/accounts';
import { formatYuan } from '@/lib/format';
import { visitCalls } from '@/lib/contract/visit-calls';

// A member's group visit intention through the /groupApp form, and a booking made through the API, both on
// /reservationOrder; in both languages (the visit page is offered in both: /visit and /enVisit).
const PASSWORD = 'Concert2026';
const ymd = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(Date.now() + days * 86_400_000));

for (const lang of LANGUAGES) {
  test.describe(`group visits and visit orders (${lang})`, () => {
    test.use({ lang });

    test('a visitor who asks for a group visit is asked to log in first', async ({ page }) => {
      await open(page, lang === 'zh-CN' ? '/visit' : '/enVisit?activeType=1');
      // Not signed in, the visitor is told first that booking needs a member account.
      await expect(page.getByTestId('visit-login-needed')).toHaveText(
        text(lang, lang === 'zh-CN' ? 'visit.individual.ctaLead' : 'visit.group.ctaLead'),
      );
      await page.getByTestId('visit-book-group').click();
      await expect(new LoginOverlay(page, lang).root).toBeVisible();
      await expect(page.getByTestId('group-form')).toHaveCount(0);
    });

    test.describe('as a member', () => {
      test.beforeEach(async ({ page }) => {
        await registerMember(page.context().request, newPhone(), PASSWORD);
      });

      test('an empty form shows its field errors and sends nothing; a filled one lands on the visit orders as submitted', async ({
        page,
      }) => {
        const api = page.context().request;
        const form = new GroupVisitForm(page);
        const sent: string[] = [];
        page.on('request', (req) => req.url().includes(visitCalls.groupIntention.path) && sent.push(req.url()));

        await open(page, lang === 'zh-CN' ? '/visit' : '/enVisit?activeType=1');
        await page.getByTestId('visit-book-group').click();
        await expect(page).toHaveURL((url) => url.pathname === '/groupApp');
        await expect(form.notes).toBeVisible();
        // Long notes scroll in their box: a named region the keyboard reaches.
        await expect(page.getByRole('region', { name: text(lang, 'groupVisit.notesTitle') })).toHaveAttribute('tabindex', '0');

        await form.submit.click();
        await expect(form.error('unitName')).toHaveText(text(lang, 'errors.unitNameRequired'));
        await expect(form.error('contactName')).toHaveText(text(lang, 'errors.contactRequired'));
        await expect(form.error('phone')).toHaveText(text(lang, 'errors.phoneFormat'));
        await expect(form.error('email')).toHaveText(text(lang, 'errors.emailFormat'));
        await expect(form.error('visitorCount')).toHaveText(text(lang, 'errors.visitorCountRange'));
        await expect(form.error('dateFrom')).toHaveText(text(lang, 'groupVisit.dateRequired'));
        await expect(form.error('notesAccepted')).toHaveText(text(lang, 'errors.notesRequired'));
        expect(sent).toHaveLength(0);
        expect((await callOf(api, visitCalls.mine, { query: {} })).groups).toHaveLength(0);

        const unitName = lang === 'zh-CN' ? '滨江实验小学' : 'Binjiang Primary School';
        await form.fill({
          unitName,
          contactName: lang === 'zh-CN' ? '王老师' : 'Ms Wang',
          phone: '13900001111',
          email: 'wang@example.com',
          visitorCount: '40',
          dateFrom: ymd(10),
          dateTo: ymd(20),
          period: 'afternoon',
          invoice: 'vat_general_3',
          note: lang === 'zh-CN' ? '四年级两个班' : 'Two classes of year four',
        });
        // A correction clears that field's error.
        await expect(form.error('unitName')).toBeHidden();
        await form.submit.click();

        await expect(page).toHaveURL((url) => url.pathname === '/reservationOrder');
        const orders = new VisitOrders(page);
        const card = orders.groups.filter({ hasText: unitName });
        await expect(card).toHaveCount(1);
        await expect(card.getByTestId('visit-status')).toHaveText(text(lang, 'visitOrders.status.submitted'));
        await expect(card.getByTestId('visit-group-dates')).toHaveText(`${ymd(10)} – ${ymd(20)}`);
        await expect(card.getByTestId('visit-group-count')).toHaveText('40');
        const [group] = (await callOf(api, visitCalls.mine, { query: {} })).groups;
        expect(group).toMatchObject({ status: 'submitted', period: 'afternoon', invoice: 'vat_general_3', visitorCount: 40 });
      });

      test('a booking made through the API shows as unpaid, its certificates masked', async ({ page }) => {
        const api = page.context().request;
        const orders = new VisitOrders(page);
        await open(page, '/reservationOrder');
        await expect(orders.empty).toContainText(text(lang, 'visitOrders.empty'));

        // Both projects and languages share one hall API: a random open slot spreads the places they take.
        const slots = await callOf(api, visitCalls.slots, { query: { from: ymd(0), to: ymd(7) } });
        const open3 = slots.filter((s) => s.open && s.remaining >= 3);
        const slot = open3[Math.floor(Math.random() * open3.length)];
        const adults = [newIdCard('1985-04-12', 1), newIdCard('1988-09-30', 0)];
        const created = await callOf(api, visitCalls.book, {
          body: {
            slotId: slot.id,
            visitors: [
              { child: false, name: '李明', certType: '身份证', certNo: adults[0] },
              { child: false, name: '周婷', certType: '身份证', certNo: adults[1] },
              { child: true, name: '李小明', heightCm: 130 },
            ],
            termsAccepted: true,
          },
        });

        await page.reload();
        const card = orders.booking(created.orderId);
        await expect(card.getByTestId('visit-status')).toHaveText(text(lang, 'visitOrders.status.unpaid'));
        await expect(card.getByTestId('visit-date')).toHaveText(slot.date);
        await expect(card.getByTestId('visit-time')).toHaveText(slot.startTime);
        await expect(card.getByTestId('visit-amount')).toHaveText(formatYuan(created.payFen));
        await expect(card.getByTestId('visit-visitor')).toHaveCount(3);
        const certs = card.getByTestId('visit-cert');
        await expect(certs).toHaveCount(2);
        for (const [i, certNo] of adults.entries()) {
          await expect(certs.nth(i)).toContainText(certNo.slice(-3));
          await expect(certs.nth(i)).not.toContainText(certNo);
        }
        // Unpaid: no entry code yet.
        await expect(card.getByTestId('visit-entry')).toHaveCount(0);

        // The same order among the member's orders (§1's order type): tagged a visit, kept by the visit filter,
        // left out by the performance one, and read in full with one line per visitor.
        const myOrders = new MyOrders(page);
        await open(page, '/myOrder');
        const listed = myOrders.card(created.orderId);
        await expect(listed.getByTestId('order-kind')).toHaveText(text(lang, 'orders.kinds.visit.name'));
        await expect(listed.getByTestId('order-title')).toHaveText(text(lang, 'orderSubjects.visitTitle'));
        await myOrders.type('performance').click();
        await expect(page).toHaveURL((url) => url.searchParams.get('type') === 'performance');
        await expect(myOrders.empty).toBeVisible();
        await myOrders.type('visit').click();
        await expect(myOrders.cards).toHaveCount(1);
        await myOrders.tab('unpaid').click();
        await expect(page).toHaveURL((url) => url.pathname === '/myOrderWaitPay' && url.searchParams.get('type') === 'visit');
        await expect(myOrders.card(created.orderId)).toBeVisible();
        await myOrders.card(created.orderId).getByTestId('order-title').click();
        await expect(myOrders.detail.getByTestId('order-detail-title')).toHaveText(text(lang, 'orderSubjects.visitTitle'));
        const lines = myOrders.detail.getByTestId('order-item');
        await expect(lines).toHaveCount(3);
        await expect(lines.nth(2)).toContainText(text(lang, 'orderSubjects.child'));
        await expect(lines.nth(2)).toContainText('李小明');
      });
    });
  });
}
