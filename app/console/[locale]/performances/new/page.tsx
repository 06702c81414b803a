import { ConsoleScreen, consoleMetadata, type ConsolePageProps } from '@/components/console/console-screen';
import { PerformanceEditor } from '@/components/console/publishing/performance-editor';

export const generateMetadata = consoleMetadata('performances');

/** /console/performances/new (content): a new performance or activity, saved as a draft until published. */
export default function Page({ params }: ConsolePageProps) {
  return (
    <ConsoleScreen params={params} area="performances" heading="newTitle">
      <PerformanceEditor />
    </ConsoleScreen>
  );
}
