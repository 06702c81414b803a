import { ConsoleTabs } from '../console-tabs';

const TABS = [
  { tab: 'items', href: '/console/content' },
  { tab: 'banners', href: '/console/content/banners' },
  { tab: 'pages', href: '/console/content/pages' },
  { tab: 'settings', href: '/console/content/settings' },
] as const;

/** The content area's sections. */
export function ContentTabs({ active }: { active: (typeof TABS)[number]['tab'] }) {
  return <ConsoleTabs area="content" testIdPrefix="content" tabs={TABS} active={active} />;
}
