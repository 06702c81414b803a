import Link from 'next/link';

export type LinkTab = { href: string; label: string; active: boolean; testId?: string };

/**
 * Tabs as links, so the chosen tab lives in the URL (shareable, back and reload keep it). `side` is the
 * about-us menu: a scrolling strip on phones, a column beside the content from `lg`.
 */
export function LinkTabs({ tabs, label, variant = 'top' }: { tabs: LinkTab[]; label: string; variant?: 'top' | 'side' }) {
  const list =
    variant === 'side'
      ? '-mx-4 flex gap-1 overflow-x-auto border-b border-line px-4 lg:mx-0 lg:flex-col lg:gap-0 lg:overflow-visible lg:border-b-0 lg:border-l lg:px-0'
      : '-mx-4 flex gap-6 overflow-x-auto border-b border-line px-4 lg:mx-0 lg:px-0';
  const item = (active: boolean) =>
    variant === 'side'
      ? `block whitespace-nowrap border-b-2 px-3 py-3 lg:-ml-px lg:border-b-0 lg:border-l-2 lg:px-5 ${active ? 'border-brand font-medium text-brand' : 'border-transparent text-muted hover:text-ink'}`
      : `-mb-px block whitespace-nowrap border-b-2 pb-2 pt-1 text-lg ${active ? 'border-brand font-medium text-ink' : 'border-transparent text-muted hover:text-ink'}`;
  return (
    <nav aria-label={label}>
      <ul className={list}>
        {tabs.map((tab) => (
          <li key={tab.href} className="shrink-0">
            <Link href={tab.href} aria-current={tab.active ? 'page' : undefined} data-testid={tab.testId} className={item(tab.active)}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
