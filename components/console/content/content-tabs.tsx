import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

const TABS = [
  { tab: 'items', href: '/console/content' },
  { tab: 'banners', href: '/console/content/banners' },
  { tab: 'pages', href: '/console/content/pages' },
] as const;

/** The content area's three sections. */
export async function ContentTabs({ active }: { active: (typeof TABS)[number]['tab'] }) {
  const t = await getTranslations('console.content.tabs');
  return (
    <nav aria-label={t('label')} className="border-line mb-6 flex flex-wrap gap-1 border-b">
      {TABS.map(({ tab, href }) => (
        <Link
          key={tab}
          href={href}
          aria-current={tab === active ? 'page' : undefined}
          className={`-mb-px border-b-2 px-3 py-2 text-sm ${tab === active ? 'border-brand text-brand font-medium' : 'text-ink hover:text-brand border-transparent'}`}
          data-testid={`content-tab-${tab}`}
        >
          {t(tab)}
        </Link>
      ))}
    </nav>
  );
}
