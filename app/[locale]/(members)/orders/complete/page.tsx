import { OrderRoute, orderMetadata, type OrderPageProps } from '@/components/orders/order-route';

// The list's page and the opened order come from the query: rendered per request, like every personal page.
export const dynamic = 'force-dynamic';
export const generateMetadata = orderMetadata;

/** §2 /myOrderComplete: issued orders whose session has ended. */
export default function MyOrderCompletePage(props: OrderPageProps) {
  return <OrderRoute {...props} tab="completed" />;
}
