import { ConsoleScreen, consoleMetadata, type ConsolePageProps } from '@/components/console/console-screen';
import { ShopOrders } from '@/components/console/shop/shop-orders';

export const generateMetadata = consoleMetadata('shop');

/** /console/shop (box office): points-shop parcels to ship, café vouchers handed over at the counter. */
export default function Page({ params }: ConsolePageProps) {
  return (
    <ConsoleScreen params={params} area="shop" intro>
      <ShopOrders />
    </ConsoleScreen>
  );
}
