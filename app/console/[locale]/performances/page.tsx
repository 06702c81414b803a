import { ConsoleScreen, consoleMetadata, type ConsolePageProps } from '@/components/console/console-screen';
import { PerformanceList } from '@/components/console/publishing/performance-list';

export const generateMetadata = consoleMetadata('performances');

/** /console/performances (content): every performance and activity, drafts included, and a new one. */
export default function Page({ params }: ConsolePageProps) {
  return (
    <ConsoleScreen params={params} area="performances" intro>
      <PerformanceList />
    </ConsoleScreen>
  );
}
