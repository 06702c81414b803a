import { ConsoleScreen, consoleMetadata, type ConsolePageProps } from '@/components/console/console-screen';
import { ContentTabs } from '@/components/console/content/content-tabs';
import { PageList } from '@/components/console/content/page-list';

export const generateMetadata = consoleMetadata('content');

/** /console/content/pages (content): the site's rich-text pages. */
export default function Page({ params }: ConsolePageProps) {
  return (
    <ConsoleScreen params={params} area="content">
      <ContentTabs active="pages" />
      <PageList />
    </ConsoleScreen>
  );
}
