import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { OrderTab } from '@/lib/contract/order';
import type { Locale } from '@/lib/i18n/locales';
import { ActiveInView } from '@/components/ui/active-in-view';
import { LinkTabs } from '@/components/ui/link-tabs';
import { MemberLayout, memberMetadata } from '@/components/member/member-layout';
import { ORDER_TABS, orderListHref } from './order-paths';
import { OrderList } from './order-list';
import { OrderDetail } from './order-detail';

export type OrderPageProps = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ page?: string | string[]; orderId?: string | string[] }>;
};

export const orderMetadata = memberMetadata('orders');

/**
 * The five my-order routes are one page on different tabs. proxy.ts lets only a well-formed `page` and
 * `orderId` through; an `orderId` opens that order in place of the list.
 */
export async function OrderRoute({ params, searchParams, tab }: OrderPageProps & { tab: OrderTab }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const page = Number(query.page) || 1;
  const orderId = Number(query.orderId) || null;
  const t = await getTranslations({ locale, namespace: 'orders' });
  const tabs = ORDER_TABS.map((key) => ({
    href: orderListHref(key),
    label: t(`tabs.${key}`),
    active: key === tab,
    testId: `order-tab-${key}`,
  }));
  return (
    <MemberLayout locale={locale} active="orders" namespaces={['orders']}>
      <div className="space-y-5">
        <ActiveInView>
          <LinkTabs tabs={tabs} label={t('tabsLabel')} />
        </ActiveInView>
        {orderId ? <OrderDetail id={orderId} tab={tab} page={page} /> : <OrderList tab={tab} page={page} />}
      </div>
    </MemberLayout>
  );
}
