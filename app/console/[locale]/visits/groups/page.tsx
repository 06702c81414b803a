import { ConsoleScreen, consoleMetadata, type ConsolePageProps } from '@/components/console/console-screen';
import { GroupIntentions } from '@/components/console/visits/group-intentions';
import { VisitTabs } from '@/components/console/visits/visit-tabs';

export const generateMetadata = consoleMetadata('visits');

/** /console/visits/groups (box office): group visit intentions, answered with a date and time or a reason. */
export default function Page({ params }: ConsolePageProps) {
  return (
    <ConsoleScreen params={params} area="visits" intro>
      <VisitTabs active="groups" />
      <GroupIntentions />
    </ConsoleScreen>
  );
}
