import type { Page } from '@playwright/test';
import { test, expect } from '../accounts/fixtures';
import { LANGUAGES, text, type Lang } from '../pages/language';
import { open } from '../pages/site';
import { VisitOrders } from '../pages/visit-orders';
import { callOf, expireOrder, newIdCard, newPhone, registerMember, SAME_ORIGIN } from '../support/accounts';
import type { VisitSlotView } from '@/lib/contract/visit';
import { formatYuan } from '@/lib/format';
import { visitCalls } from '@/lib/contract/visit-calls';

// A member books a slot for two adults and a child on /visit (or /enVisit), pays in the
// Alipay sandbox and sees three entry QR codes; the booking's refusals are said in the visitor's language; no
// past day is offered; an unpaid booking that runs out gives its places back.
const PASSWORD = 'Concert2026';
const hallDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(Date.now() + days * 86_400_000));
const visitPage = (lang: Lang) => (lang === 'zh-CN' ? '/visit' : '/enVisit?activeType=0');
/** The words of a message after its last placeholder ("…{count} 人，选择场次后显示合计金额" → "人，选择场次后显示合计金额"). */
const afterPlaceholders = (message: string) => message.slice(message.lastIndexOf('}') + 1).trim();

async function slots(page: Page) {
  return callOf(page.context().request, visitCalls.slots, { query: { from: hallDay(0), to: hallDay(7) } });
}

/** An open slot with room for `room`, chosen at random so parallel runs spread over the slots. */
async function roomySlot(page: Page, room: number) {
  const open = (await slots(page)).filter((s) => s.open && s.remaining >= room);
  if (!open.length) throw new Error(`no open slot with ${room} places left`);
  return open[Math.floor(Math.random() * open.length)];
}

class BookingForm {
  readonly root;
  readonly refusal;
  constructor(readonly page: Page) {
    this.root = page.getByTestId('visit-booking');
    this.refusal = this.root.getByTestId('form-error');
  }
  field(i: number, name: 'name' | 'kind' | 'certType' | 'certNo' | 'heightCm') {
    return this.page.getByTestId(`visitor-${i}-${name}`);
  }
  async choose(slot: VisitSlotView) {
    await this.page.locator(`[data-testid="visit-day"][data-date="${slot.date}"]`).click();
    await this.page.locator(`[data-testid="visit-slot"][data-slot-id="${slot.id}"]`).click();
  }
  async adult(i: number, name: string, certNo: string) {
    await this.field(i, 'name').fill(name);
    await this.field(i, 'certNo').fill(certNo);
  }
  async child(i: number, name: string, heightCm: number) {
    await this.field(i, 'name').fill(name);
    await this.field(i, 'heightCm').fill(String(heightCm));
  }
  submit() {
    return this.page.getByTestId('visit-submit').click();
  }
}

for (const lang of LANGUAGES) {
  test.describe(`booking a visit (${lang})`, () => {
    test.use({ lang });

    test('two adults and a child: refusals in the visitor’s words, then paid in the Alipay sandbox with three entry codes', async ({
      page,
    }) => {
      await registerMember(page.context().request, newPhone(), PASSWORD);
      const slot = await roomySlot(page, 3);
      const form = new BookingForm(page);
      await open(page, visitPage(lang));
      // Signed in, the member is not told that booking needs a member account, and on a phone the calls to action
      // come after the form, not before it.
      const cta = page.getByTestId('visit-cta');
      await expect(cta).toHaveAttribute('data-member', 'true');
      await expect(page.getByText(text(lang, 'visit.individual.ctaLead'))).toHaveCount(0);
      if (test.info().project.name === 'phone') {
        const [box, booking] = [(await cta.boundingBox())!, (await form.root.boundingBox())!];
        expect(box.y).toBeGreaterThan(booking.y + booking.height);
      }
      // The rules are printed once: in the visit's introduction, which the form's third step points to.
      const rule = (await page.getByTestId('visit-individual').locator('li').last().innerText()).trim();
      await expect(page.getByText(rule, { exact: true })).toHaveCount(1);
      await expect(page.getByTestId('visit-rules').getByRole('link')).toHaveAttribute('href', '#visit-individual');
      // No slot yet: the total asks for one instead of reading ¥0.
      await expect(page.getByTestId('visit-total')).not.toContainText(formatYuan(0));
      await expect(page.getByTestId('visit-total')).toContainText(afterPlaceholders(text(lang, 'visit.booking.totalAfterSlot')));
      await page.getByTestId('visit-book-individual').click();
      await expect(form.root).toBeInViewport();

      // Nothing filled in: each field says what it needs, and the slot and the terms are asked for.
      await form.submit();
      await expect(form.page.getByTestId('visitor-0-name-error')).toHaveText(text(lang, 'errors.visitorNameRequired'));
      await expect(page.getByTestId('visit-terms-error')).toHaveText(text(lang, 'errors.termsRequired'));

      await form.choose(slot);
      const [first, second] = [newIdCard('1984-03-09', 1), newIdCard('1987-12-21', 0)];
      await form.adult(0, lang === 'zh-CN' ? '陈立' : 'Li Chen', first);
      await page.getByTestId('visitor-add-child').click();
      await form.child(1, lang === 'zh-CN' ? '陈小雨' : 'Yu Chen', 110);
      await page.getByTestId('visit-terms').check();
      await form.submit();
      await expect(form.refusal).toHaveText(text(lang, 'errors.childTooShort'));

      // A third child for one adult.
      await form.field(1, 'heightCm').fill('130');
      await page.getByTestId('visitor-add-child').click();
      await form.child(2, lang === 'zh-CN' ? '陈小雪' : 'Xue Chen', 125);
      await page.getByTestId('visitor-add-child').click();
      await form.child(3, lang === 'zh-CN' ? '陈小风' : 'Feng Chen', 140);
      await form.submit();
      await expect(form.refusal).toHaveText(text(lang, 'errors.tooManyChildren'));

      // Two of the children become one adult with the first adult's certificate: the same ID twice.
      await page.getByTestId('visitor-remove').nth(3).click();
      await form.field(2, 'kind').selectOption('adult');
      await form.adult(2, lang === 'zh-CN' ? '周敏' : 'Min Zhou', first);
      await form.submit();
      await expect(form.refusal).toHaveText(text(lang, 'errors.duplicateVisitor'));

      await form.field(2, 'certNo').fill(second);
      await expect(page.getByTestId('visit-total')).toContainText('150');
      await form.submit();
      await page.waitForURL(/\/confirmOrder\?orderId=\d+/);
      const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
      await expect(page.getByTestId('checkout-title')).toHaveText(text(lang, 'orderSubjects.visitTitle'));

      await page.getByTestId('pay-now').click();
      await page.getByTestId('cashier-pay').click();
      await page.waitForURL(/\/paySuccess\?/);
      await expect(page.getByTestId('pay-result')).toHaveAttribute('data-status', 'issued');
      await page.getByTestId('view-reservations').click();
      await expect(page).toHaveURL((url) => url.pathname === '/reservationOrder');
      const card = new VisitOrders(page).booking(orderId);
      await expect(card.getByTestId('visit-status')).toHaveText(text(lang, 'visitOrders.status.booked'));
      await expect(card.getByTestId('visit-entry')).toHaveCount(3);
      await expect(card.getByTestId('visit-entry').getByRole('img')).toHaveCount(3);
      // The codes say when and where to go: the slot's day and time, at the hall's visitor desk.
      const where = card.getByTestId('visit-where');
      await expect(where).toContainText(slot.date);
      await expect(where).toContainText(slot.startTime);
      // The codes of a row stand at one height, though the child shows no certificate above the code.
      const rows = await card
        .getByTestId('visit-visitor')
        .evaluateAll((items) =>
          items.map((li) => [li.getBoundingClientRect().top, li.querySelector('[data-testid="visit-entry"]')!.getBoundingClientRect().top]),
        );
      for (const [top, code] of rows)
        for (const [otherTop, otherCode] of rows) if (Math.abs(top - otherTop) < 1) expect(Math.abs(code - otherCode)).toBeLessThan(1);
      // On a phone the member centre's tabs scroll sideways, and each edge that hides tabs says so.
      const menu = page.getByRole('navigation', { name: text(lang, 'member.menuLabel') });
      if (test.info().project.name === 'phone') {
        await expect(menu.getByTestId('scroll-more-start')).toBeVisible();
        await expect(menu.getByTestId('scroll-more-end')).toBeVisible();
      } else {
        await expect(menu.getByTestId('scroll-more-end')).toHaveCount(0);
      }
    });

    test('no past day is offered, a struck-out day says why, and a slot outside the booking window is refused in the visitor’s words', async ({
      page,
    }) => {
      await registerMember(page.context().request, newPhone(), PASSWORD);
      // The hall closes one day and another is fully booked: the slots the page reads say so (the hall API's
      // reasons are its own tests' business; this page's is to show them).
      const struck: { closed?: string; full?: string } = {};
      await page.route('**/api/reservation_slot?**', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: VisitSlotView[] };
        [struck.closed, struck.full] = [...new Set(body.data.map((s) => s.date))].slice(1, 3);
        body.data = body.data.map((s) =>
          s.date === struck.closed
            ? { ...s, open: false, unbookable: 'closed' }
            : s.date === struck.full
              ? { ...s, remaining: 0, unbookable: 'full' }
              : s,
        );
        await route.fulfill({ response, json: body });
      });
      await open(page, visitPage(lang));
      await expect(page.getByTestId('visit-day').first()).toBeVisible();
      const days = await page.getByTestId('visit-day').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-date')!));
      expect(days.length).toBeGreaterThan(0);
      for (const day of days) expect(day >= hallDay(0)).toBe(true);
      const day = (date: string) => page.locator(`[data-testid="visit-day"][data-date="${date}"]`);
      await expect(day(struck.closed!)).toBeDisabled();
      await expect(day(struck.closed!).getByTestId('visit-day-reason')).toHaveText(text(lang, 'visit.booking.unbookable.closed'));
      await expect(day(struck.full!)).toBeDisabled();
      await expect(day(struck.full!).getByTestId('visit-day-reason')).toHaveText(text(lang, 'visit.booking.unbookable.full'));
      // Every struck-out day says why; a day that can be booked says nothing.
      for (const date of days) {
        const disabled = await day(date).isDisabled();
        await expect(day(date).getByTestId('visit-day-reason')).toHaveCount(disabled ? 1 : 0);
      }
      await page.unroute('**/api/reservation_slot?**');

      // Beyond the week ahead (booking opens 7 days before): the same refusal a started slot gets.
      const later = await callOf(page.context().request, visitCalls.slots, { query: { from: hallDay(10), to: hallDay(10) } });
      const res = await page.context().request.post(visitCalls.book.path, {
        data: {
          slotId: later[0].id,
          visitors: [{ child: false, name: 'X', certType: '身份证', certNo: newIdCard('1990-01-01', 1) }],
          termsAccepted: true,
        },
        headers: { ...SAME_ORIGIN, language: lang },
      });
      expect(await res.json()).toMatchObject({ code: 40000, subMsg: text(lang, 'errors.slotClosed') });
    });

    test('an unpaid booking that runs out gives its places back', async ({ page }) => {
      const api = page.context().request;
      await registerMember(api, newPhone(), PASSWORD);
      const slot = await roomySlot(page, 2);
      const created = await callOf(api, visitCalls.book, {
        body: {
          slotId: slot.id,
          visitors: [
            { child: false, name: '林一', certType: '身份证', certNo: newIdCard('1979-06-30', 1) },
            { child: false, name: '林二', certType: '身份证', certNo: newIdCard('1981-02-14', 0) },
          ],
          termsAccepted: true,
        },
      });
      const remaining = async () => (await slots(page)).find((s) => s.id === slot.id)!.remaining;
      const held = await remaining();
      // The test clock: the window is moved into the past and the expiry sweep runs (sandbox only).
      expect(await expireOrder(created.orderNo)).toEqual({ outcome: 'released' });
      // Other runs book the same slots at the same time: at least these two places came back.
      expect(await remaining()).toBeGreaterThanOrEqual(held + 2);
      await open(page, '/reservationOrder');
      await expect(new VisitOrders(page).booking(created.orderId).getByTestId('visit-status')).toHaveText(
        text(lang, 'visitOrders.status.cancelled'),
      );
    });
  });
}
