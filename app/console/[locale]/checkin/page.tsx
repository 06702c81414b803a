import { ConsoleScreen, consoleMetadata, type ConsolePageProps } from '@/components/console/console-screen';
import { DoorScanner } from '@/components/console/door/door-scanner';

export const generateMetadata = consoleMetadata('checkin');

/** /console/checkin (door): scanning tickets at the door of a session, with its live count. */
export default function Page({ params }: ConsolePageProps) {
  return (
    <ConsoleScreen params={params} area="checkin">
      <DoorScanner />
    </ConsoleScreen>
  );
}
