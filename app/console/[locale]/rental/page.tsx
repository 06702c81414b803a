import { ConsoleScreen, consoleMetadata, type ConsolePageProps } from '@/components/console/console-screen';
import { RentalBoard } from '@/components/console/rental/rental-board';

export const generateMetadata = consoleMetadata('rental');

/** /console/rental (rental): enterprise projects by step. */
export default function Page({ params }: ConsolePageProps) {
  return (
    <ConsoleScreen params={params} area="rental" intro>
      <RentalBoard />
    </ConsoleScreen>
  );
}
