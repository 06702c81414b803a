import { CONTENT_KINDS } from '@/lib/contract/content-editing';
import { ConsoleScreen, consoleMetadata } from '@/components/console/console-screen';
import { ContentTabs } from '@/components/console/content/content-tabs';
import { ContentEditor } from '@/components/console/content/content-editor';

export const generateMetadata = consoleMetadata('content');

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ kind?: string }> };

/** /console/content/new?kind=… (content): a new item of a list, a draft until published. */
export default async function Page({ params, searchParams }: Props) {
  const { kind } = await searchParams;
  return (
    <ConsoleScreen params={params} area="content" heading="newTitle">
      <ContentTabs active="items" />
      <ContentEditor kind={CONTENT_KINDS.find((k) => k === kind) ?? 'media'} />
    </ConsoleScreen>
  );
}
