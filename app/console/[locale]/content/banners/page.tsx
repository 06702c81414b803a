import { ConsoleScreen, consoleMetadata, type ConsolePageProps } from '@/components/console/console-screen';
import { ContentTabs } from '@/components/console/content/content-tabs';
import { BannerEditor } from '@/components/console/content/banner-editor';

export const generateMetadata = consoleMetadata('content');

/** /console/content/banners (content): the home page's banners. */
export default function Page({ params }: ConsolePageProps) {
  return (
    <ConsoleScreen params={params} area="content">
      <ContentTabs active="banners" />
      <BannerEditor />
    </ConsoleScreen>
  );
}
