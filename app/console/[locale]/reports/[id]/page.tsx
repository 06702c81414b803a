import { notFound } from 'next/navigation';
import { id as idSchema } from '@/lib/contract/common';
import { ConsoleScreen, consoleMetadata } from '@/components/console/console-screen';
import { SessionReportView } from '@/components/console/reports/session-report-view';

export const generateMetadata = consoleMetadata('reports');

/** /console/reports/:id (box office): one session's report, its Excel export, and its cancellation. */
export default async function Page({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const parsed = idSchema.safeParse((await params).id);
  if (!parsed.success) notFound();
  return (
    <ConsoleScreen params={params} area="reports" heading="reportTitle">
      <SessionReportView sessionId={parsed.data} />
    </ConsoleScreen>
  );
}
