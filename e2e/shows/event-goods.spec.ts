import { test, expect } from '../accounts/fixtures';
import { LANGUAGES, text } from '../pages/language';
import { open } from '../pages/site';
import { callOf, newPhone, registerMember } from '../support/accounts';
import { freeSeatIds } from '../support/orders';
import type { PerformanceDetail } from '@/lib/contract/performance';
import type { EventGoodsView } from '@/lib/contract/shop';
import { performanceCalls } from '@/lib/contract/performance-calls';
import { cartCalls } from '@/lib/contract/order-calls';

// The goods sold alongside a performance (§7 event_goods) on its page and in the cart, in both languages:
// in Chinese each leads to the points shop (Chinese only, §1); in English they are shown without a link.
for (const lang of LANGUAGES) {
  test.describe(`goods sold alongside (${lang})`, () => {
    test.use({ lang });

    test('on the performance’s page and in the cart of a member who holds its tickets', async ({ page }) => {
      const api = page.context().request;
      const list = await callOf(api, performanceCalls.list, { query: { activeType: 0, pageSize: 50 } });
      let found: { project: PerformanceDetail; goods: EventGoodsView[] } | null = null;
      for (const item of list.list.filter((p) => p.saleStatus === 'on_sale')) {
        const goods = await callOf(api, performanceCalls.eventGoods, { query: { id: item.id } });
        const project = await callOf(api, performanceCalls.detail, { params: { id: item.id } });
        if (goods.length && !project.realName && project.sessions.some((s) => s.hasSeatMap && s.saleStatus === 'on_sale')) {
          found = { project, goods };
          break;
        }
      }
      expect(found, 'a performance on sale with goods alongside').not.toBeNull();
      const { project, goods } = found!;

      await open(page, `/showDetails?id=${project.id}&activeType=0`);
      const section = page.getByTestId('event-goods');
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(text(lang, 'shop.alongside.title'));
      const items = section.getByTestId('event-goods-item');
      await expect(items).toHaveCount(goods.length);
      const first = goods[0];
      await expect(items.first()).toContainText(lang === 'en-US' && first.enName ? first.enName : first.name);
      if (lang === 'zh-CN') await expect(items.first().getByRole('link')).toHaveAttribute('href', `/pointsShopDetail?id=${first.id}`);
      else await expect(items.first().getByRole('link')).toHaveCount(0);

      await registerMember(api, newPhone(), 'Concert2026');
      const session = project.sessions.find((s) => s.hasSeatMap && s.saleStatus === 'on_sale')!;
      const [seat] = await freeSeatIds(api, session.id);
      await callOf(api, cartCalls.add, { body: { sessionId: session.id, seatIds: [seat] } });
      await open(page, '/cart');
      await expect(page.getByTestId('cart-event-goods').getByRole('heading', { level: 2 })).toHaveText(
        text(lang, 'shop.alongside.cartTitle'),
      );
      await expect(page.getByTestId('cart-event-goods').getByTestId('event-goods-item')).toHaveCount(goods.length);
    });
  });
}
