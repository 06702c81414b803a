import { notFound } from 'next/navigation';
import { id as idSchema } from '@/lib/contract/common';
import { ConsoleScreen, consoleMetadata } from '@/components/console/console-screen';
import { PerformanceEditor } from '@/components/console/publishing/performance-editor';

export const generateMetadata = consoleMetadata('performances');

/** /console/performances/:id (content): every field of one performance, and its sessions. */
export default async function Page({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const parsed = idSchema.safeParse((await params).id);
  if (!parsed.success) notFound();
  return (
    <ConsoleScreen params={params} area="performances" heading="editTitle">
      <PerformanceEditor id={parsed.data} />
    </ConsoleScreen>
  );
}
