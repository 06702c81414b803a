import { notFound } from 'next/navigation';
import { RICH_PAGES } from '@/lib/contract/content-editing';
import { ConsoleScreen, consoleMetadata } from '@/components/console/console-screen';
import { ContentTabs } from '@/components/console/content/content-tabs';
import { PageEditor } from '@/components/console/content/page-editor';

export const generateMetadata = consoleMetadata('content');

/** /console/content/pages/:key (content): one rich-text page in both languages. */
export default async function Page({ params }: { params: Promise<{ locale: string; key: string }> }) {
  const wanted = (await params).key;
  const key = RICH_PAGES.find((k) => k === wanted);
  if (!key) notFound();
  return (
    <ConsoleScreen params={params} area="content">
      <ContentTabs active="pages" />
      <PageEditor pageKey={key} />
    </ConsoleScreen>
  );
}
