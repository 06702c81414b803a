import { notFound } from 'next/navigation';
import { id as idSchema } from '@/lib/contract/common';
import { ConsoleScreen, consoleMetadata } from '@/components/console/console-screen';
import { ContentTabs } from '@/components/console/content/content-tabs';
import { ContentEditor } from '@/components/console/content/content-editor';

export const generateMetadata = consoleMetadata('content');

/** /console/content/:id (content): one item of an editorial list, in both languages. */
export default async function Page({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const parsed = idSchema.safeParse((await params).id);
  if (!parsed.success) notFound();
  return (
    <ConsoleScreen params={params} area="content" heading="editTitle">
      <ContentTabs active="items" />
      <ContentEditor id={parsed.data} kind="media" />
    </ConsoleScreen>
  );
}
