import { ConsoleScreen, consoleMetadata, type ConsolePageProps } from '@/components/console/console-screen';
import { VisitDays } from '@/components/console/visits/visit-days';
import { VisitTabs } from '@/components/console/visits/visit-tabs';

export const generateMetadata = consoleMetadata('visits');

/** /console/visits (box office): the guided-visit days and slots: places, closed slots and days, new slots. */
export default function Page({ params }: ConsolePageProps) {
  return (
    <ConsoleScreen params={params} area="visits" intro>
      <VisitTabs active="days" />
      <VisitDays />
    </ConsoleScreen>
  );
}
