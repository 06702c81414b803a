import { notFound } from 'next/navigation';
import { id as idSchema } from '@/lib/contract/common';
import { ConsoleScreen, consoleMetadata } from '@/components/console/console-screen';
import { SessionEditor } from '@/components/console/publishing/session-editor';

export const generateMetadata = consoleMetadata('performances');

/** /console/sessions/:id (content): one session's times and sale, its classes and prices, its seats by class. */
export default async function Page({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const parsed = idSchema.safeParse((await params).id);
  if (!parsed.success) notFound();
  return (
    <ConsoleScreen params={params} area="performances" heading="sessionTitle">
      <SessionEditor id={parsed.data} />
    </ConsoleScreen>
  );
}
