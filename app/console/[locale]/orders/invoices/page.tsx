import { ConsoleScreen, consoleMetadata, type ConsolePageProps } from '@/components/console/console-screen';
import { OrderTabs } from '@/components/console/order-tabs';
import { InvoiceQueue } from '@/components/console/invoices/invoice-queue';

export const generateMetadata = consoleMetadata('orders');

/** /console/orders/invoices (box office): the invoices members asked for, each issued with its number and PDF. */
export default function Page({ params }: ConsolePageProps) {
  return (
    <ConsoleScreen params={params} area="orders">
      <OrderTabs active="invoices" />
      <InvoiceQueue />
    </ConsoleScreen>
  );
}
