import { ConsoleScreen, consoleMetadata, type ConsolePageProps } from '@/components/console/console-screen';
import { AuditLog } from '@/components/console/audit-log';

export const generateMetadata = consoleMetadata('audit');

/** /console/audit (administrator): every staff write, filtered by who, what and when. */
export default function Page({ params }: ConsolePageProps) {
  return (
    <ConsoleScreen params={params} area="audit">
      <AuditLog />
    </ConsoleScreen>
  );
}
