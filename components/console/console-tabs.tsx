import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

export type ConsoleTab<T extends string> = { tab: T; href: string };

/**
 * The sections of one console area as tabs under its heading: labels from `console.<area>.tabs`, the current one
 * marked for the eye and for screen readers; test ids `<area>-tab-<tab>`.
 */
export async function ConsoleTabs<T extends string>({
  area,
  testIdPrefix = area,
  tabs,
  active,
}: {
  area: string;
  testIdPrefix?: string;
  tabs: readonly ConsoleTab<T>[];
  active: T;
}) {
  const t = await getTranslations(`console.${area}.tabs`);
  return (
    <nav aria-label={t('label')} className="border-line mb-6 flex flex-wrap gap-1 border-b">
      {tabs.map(({ tab, href }) => (
        <Link
          key={tab}
          href={href}
          aria-current={tab === active ? 'page' : undefined}
          className={`-mb-px border-b-2 px-3 py-2 text-sm ${tab === active ? 'border-brand text-brand font-medium' : 'text-ink hover:text-brand border-transparent'}`}
          data-testid={`${testIdPrefix}-tab-${tab}`}
        >
          {t(tab as never)}
        </Link>
      ))}
    </nav>
  );
}
