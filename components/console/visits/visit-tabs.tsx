import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

const TABS = [
  { tab: 'days', href: '/console/visits' },
  { tab: 'groups', href: '/console/visits/groups' },
] as const;

/** The visit area's two sections: the days and slots, the group intentions. */
export async function VisitTabs({ active }: { active: (typeof TABS)[number]['tab'] }) {
  const t = await getTranslations('console.visits.tabs');
  return (
    <nav aria-label={t('label')} className="border-line mb-6 flex flex-wrap gap-1 border-b">
      {TABS.map(({ tab, href }) => (
        <Link
          key={tab}
          href={href}
          aria-current={tab === active ? 'page' : undefined}
          className={`-mb-px border-b-2 px-3 py-2 text-sm ${tab === active ? 'border-brand text-brand font-medium' : 'text-ink hover:text-brand border-transparent'}`}
          data-testid={`visit-tab-${tab}`}
        >
          {t(tab)}
        </Link>
      ))}
    </nav>
  );
}
