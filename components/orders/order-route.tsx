import { getTranslations, setRequestLocale } from 'next-intl/server';
import { orderType, type OrderTab } from '@/lib/contract/order';
import type { Locale } from '@/lib/i18n/locales';
import { ActiveInView } from '@/components/ui/active-in-view';
import { LinkTabs } from '@/components/ui/link-tabs';
import { MemberLayout, memberMetadata } from '@/components/member/member-layout';
import { ORDER_TABS, orderListHref, type OrderListPlace } from './order-paths';
import { OrderList } from './order-list';
import { OrderDetail } from './order-detail';

export type OrderPageProps = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ page?: string | string[]; orderId?: string | string[]; type?: string | string[] }>;
};

export const orderMetadata = memberMetadata('orders');

/**
 * The five my-order routes are one page on different tabs, each filtered by the spec's order type (performance,
 * visit, mall) or showing all. proxy.ts lets only a well-formed `page`, `type` and `orderId` through; an
 * `orderId` opens that order in place of the list.
 */
export async function OrderRoute({ params, searchParams, tab }: OrderPageProps & { tab: OrderTab }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const place: OrderListPlace = { tab, type: orderType.safeParse(query.type).data, page: Number(query.page) || 1 };
  const orderId = Number(query.orderId) || null;
  const t = await getTranslations({ locale, namespace: 'orders' });
  const tabs = ORDER_TABS.map((key) => ({
    href: orderListHref({ tab: key, type: place.type }),
    label: t(`tabs.${key}`),
    active: key === tab,
    testId: `order-tab-${key}`,
  }));
  const types = [undefined, ...orderType.options].map((type) => ({
    href: orderListHref({ tab, type }),
    label: t(`types.${type ?? 'all'}`),
    active: type === place.type,
    testId: `order-type-${type ?? 'all'}`,
  }));
  return (
    <MemberLayout locale={locale} active="orders" namespaces={['orders']}>
      <div className="space-y-5">
        <ActiveInView>
          <LinkTabs tabs={tabs} label={t('tabsLabel')} />
        </ActiveInView>
        {!orderId && <LinkTabs tabs={types} label={t('typesLabel')} variant="chips" />}
        {orderId ? <OrderDetail id={orderId} place={place} /> : <OrderList place={place} />}
      </div>
    </MemberLayout>
  );
}
