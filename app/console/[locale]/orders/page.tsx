import { ConsoleScreen, consoleMetadata, type ConsolePageProps } from '@/components/console/console-screen';
import { OrderSearch } from '@/components/console/order-search';
import { OrderTabs } from '@/components/console/order-tabs';

export const generateMetadata = consoleMetadata('orders');

/** /console/orders (box office): any member's order by number, phone or name, read in full. */
export default function Page({ params }: ConsolePageProps) {
  return (
    <ConsoleScreen params={params} area="orders">
      <OrderTabs active="search" />
      <OrderSearch />
    </ConsoleScreen>
  );
}
