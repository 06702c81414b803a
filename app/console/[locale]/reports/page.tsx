import { ConsoleScreen, consoleMetadata, type ConsolePageProps } from '@/components/console/console-screen';
import { ReportSessions } from '@/components/console/reports/report-sessions';

export const generateMetadata = consoleMetadata('reports');

/** /console/reports (box office): the sessions, coming or past, each with its report. */
export default function Page({ params }: ConsolePageProps) {
  return (
    <ConsoleScreen params={params} area="reports" intro>
      <ReportSessions />
    </ConsoleScreen>
  );
}
