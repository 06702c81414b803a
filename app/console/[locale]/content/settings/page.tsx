import { ConsoleScreen, consoleMetadata, type ConsolePageProps } from '@/components/console/console-screen';
import { ContentTabs } from '@/components/console/content/content-tabs';
import { SiteSettingsForm } from '@/components/console/content/site-settings-form';

export const generateMetadata = consoleMetadata('content');

/** /console/content/settings (content): the site's settings that are not pages (the virtual tour's address). */
export default function Page({ params }: ConsolePageProps) {
  return (
    <ConsoleScreen params={params} area="content">
      <ContentTabs active="settings" />
      <SiteSettingsForm />
    </ConsoleScreen>
  );
}
