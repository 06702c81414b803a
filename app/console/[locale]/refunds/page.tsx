import { ConsoleScreen, consoleMetadata, type ConsolePageProps } from '@/components/console/console-screen';
import { RefundQueue } from '@/components/console/refund-queue';

export const generateMetadata = consoleMetadata('refunds');

/** /console/refunds (box office): the payments owed back, refunded one by one through their provider. */
export default function Page({ params }: ConsolePageProps) {
  return (
    <ConsoleScreen params={params} area="refunds" intro>
      <RefundQueue />
    </ConsoleScreen>
  );
}
