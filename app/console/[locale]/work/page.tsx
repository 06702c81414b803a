import { ConsoleScreen, consoleMetadata, type ConsolePageProps } from '@/components/console/console-screen';
import { ParkedWork } from '@/components/console/work/parked-work';

export const generateMetadata = consoleMetadata('work');

/** /console/work (box office): periodic work that failed (an order's expiry, a draw, a lapse), to retry or settle. */
export default function Page({ params }: ConsolePageProps) {
  return (
    <ConsoleScreen params={params} area="work" intro>
      <ParkedWork />
    </ConsoleScreen>
  );
}
