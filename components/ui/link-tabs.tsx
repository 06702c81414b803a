import Link from 'next/link';

export type LinkTab = { href: string; label: string; active: boolean; testId?: string };

/**
 * Tabs as links, so the chosen tab lives in the URL (shareable, back and reload keep it). `side` is the
 * about-us menu: a grid of buttons on phones (every section in sight, no hidden scroll), a column beside
 * the content from `lg`. `chips` is a second, lighter choice under tabs (a filter).
 */
export function LinkTabs({ tabs, label, variant = 'top' }: { tabs: LinkTab[]; label: string; variant?: 'top' | 'side' | 'chips' }) {
  const list =
    variant === 'side'
      ? 'grid grid-cols-3 gap-2 lg:flex lg:flex-col lg:gap-0 lg:border-l lg:border-line'
      : variant === 'chips'
        ? 'flex flex-wrap gap-2'
        : '-mx-4 flex gap-6 overflow-x-auto border-b border-line px-4 lg:mx-0 lg:px-0';
  const item = (active: boolean) =>
    variant === 'chips'
      ? `inline-flex min-h-9 items-center rounded-full border px-4 text-sm ${active ? 'border-ink bg-ink text-white' : 'border-line bg-white text-ink hover:border-ink'}`
      : variant === 'side'
        ? `block rounded border px-1 py-2 text-center text-sm lg:-ml-px lg:rounded-none lg:border-0 lg:border-l-2 lg:px-5 lg:py-3 lg:text-left lg:text-base ${
            active
              ? 'border-brand bg-brand font-medium text-white lg:bg-transparent lg:text-brand'
              : 'border-line bg-white text-ink hover:text-brand lg:border-transparent lg:bg-transparent lg:text-muted'
          }`
        : `-mb-px block whitespace-nowrap border-b-2 pb-2 pt-1 text-lg ${active ? 'border-brand font-medium text-ink' : 'border-transparent text-muted hover:text-ink'}`;
  return (
    <nav aria-label={label}>
      <ul className={list}>
        {tabs.map((tab) => (
          <li key={tab.href} className={variant === 'side' ? '' : 'shrink-0'}>
            <Link href={tab.href} aria-current={tab.active ? 'page' : undefined} data-testid={tab.testId} className={item(tab.active)}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
