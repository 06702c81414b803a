import { OrderRoute, orderMetadata, type OrderPageProps } from '@/components/orders/order-route';

// The list's page and the opened order come from the query: rendered per request, like every personal page.
export const dynamic = 'force-dynamic';
export const generateMetadata = orderMetadata;

/** §2 /performingOrder: tickets for sessions still ahead. */
export default function PerformingOrderPage(props: OrderPageProps) {
  return <OrderRoute {...props} tab="performing" />;
}
