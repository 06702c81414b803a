import { ConsoleScreen, consoleMetadata, type ConsolePageProps } from '@/components/console/console-screen';
import { WelfareRoundList } from '@/components/console/welfare/welfare-round-list';

export const generateMetadata = consoleMetadata('welfare');

/** /console/welfare (box office): the public-welfare rounds and opening a new one. */
export default function Page({ params }: ConsolePageProps) {
  return (
    <ConsoleScreen params={params} area="welfare" intro>
      <WelfareRoundList />
    </ConsoleScreen>
  );
}
