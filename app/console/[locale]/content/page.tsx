import { CONTENT_KINDS } from '@/lib/contract/content-editing';
import { ConsoleScreen, consoleMetadata } from '@/components/console/console-screen';
import { ContentTabs } from '@/components/console/content/content-tabs';
import { ContentList } from '@/components/console/content/content-list';

export const generateMetadata = consoleMetadata('content');

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ kind?: string }> };

/** /console/content?kind=… (content): one editorial list's items, drafts included. */
export default async function Page({ params, searchParams }: Props) {
  const { kind } = await searchParams;
  const list = CONTENT_KINDS.find((k) => k === kind) ?? 'media';
  return (
    <ConsoleScreen params={params} area="content" intro>
      <ContentTabs active="items" />
      <ContentList initialKind={list} />
    </ConsoleScreen>
  );
}
