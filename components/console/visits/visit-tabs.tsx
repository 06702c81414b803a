import { ConsoleTabs } from '../console-tabs';

const TABS = [
  { tab: 'days', href: '/console/visits' },
  { tab: 'groups', href: '/console/visits/groups' },
] as const;

/** The visit area's two sections: the days and slots, the group intentions. */
export function VisitTabs({ active }: { active: (typeof TABS)[number]['tab'] }) {
  return <ConsoleTabs area="visits" testIdPrefix="visit" tabs={TABS} active={active} />;
}
