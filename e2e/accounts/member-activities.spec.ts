import { test, expect } from './fixtures';
import { LANGUAGES, text } from '../pages/language';
import { expectStamped, open } from '../pages/site';
import { callOf, newPhone, registerMember } from '../support/accounts';
import { orderCalls } from '@/lib/contract/order-calls';
import { performanceCalls } from '@/lib/contract/performance-calls';

// The member's activity sign-ups (§7 GET /api/member/activity) on /userCenter, in both languages: none at
// first, with the way to the activities; a free activity signed up for is listed with its places and leads to its order.
for (const lang of LANGUAGES) {
  test.describe(`my activities (${lang})`, () => {
    test.use({ lang });

    test('a free activity signed up for shows on /userCenter and leads to its order', async ({ page }) => {
      const api = page.context().request;
      await registerMember(api, newPhone(), 'Concert2026');
      await open(page, '/userCenter');
      // One level, from what the member has spent, and the way to the next (never two levels at once, as "VIP 1" beside "standard member").
      await expect(page.getByTestId('member-vip')).toHaveText(lang === 'zh-CN' ? '普通会员' : 'Standard member');
      await expect(page.getByTestId('member-next-level')).toHaveText(
        lang === 'zh-CN' ? /^再消费 ¥1,000 升至 VIP\s1$/ : /^¥1,000 more to VIP\s1$/,
      );
      const panel = page.getByTestId('member-activities');
      await expect(panel).toContainText(text(lang, 'member.activities.noneComing'));
      await expect(panel.getByTestId('member-activities-find')).toHaveAttribute('href', '/showByTickets?activeType=1');

      // The first coming activity with a free class sold by quantity (the seed's talks and workshops).
      const activities = await callOf(api, performanceCalls.list, { query: { activeType: 1, pageSize: 50 } });
      let chosen: { sessionId: number; classId: number; title: string } | null = null;
      for (const item of activities.list) {
        const detail = await callOf(api, performanceCalls.detail, { params: { id: item.id } });
        const session = detail.sessions.find(
          (s) => !s.hasSeatMap && s.saleStatus === 'on_sale' && s.ticketClasses.some((c) => c.priceFen === 0),
        );
        if (session) {
          const title = lang === 'en-US' ? detail.enMainTitle : detail.mainTitle;
          chosen = { sessionId: session.id, classId: session.ticketClasses.find((c) => c.priceFen === 0)!.id, title };
          break;
        }
      }
      expect(chosen, 'a free activity on sale').not.toBeNull();
      const order = await callOf(api, orderCalls.place, {
        body: {
          lines: { sessionId: chosen!.sessionId, classes: [{ ticketClassId: chosen!.classId, quantity: 2 }] },
        },
      });
      expect(order.status).toBe('issued');

      await open(page, '/userCenter');
      const item = panel.getByTestId('member-activity');
      await expect(item).toHaveCount(1);
      await expect(item).toContainText(chosen!.title);
      await expect(item).toContainText(lang === 'en-US' ? '2 places' : '2 人');
      await item.getByRole('link').click();
      await expectStamped(page, '/myOrder');
      expect(new URL(page.url()).searchParams.get('orderId')).toBe(String(order.orderId));
    });
  });
}
