import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import type { LayoutWords } from '@/lib/i18n/layout-words';
import { navItems } from './nav-items';
import { FeatureGate } from './feature-gate';
import { SearchPanel } from '@/components/overlays/search-panel';
import { CalendarButton } from '@/components/overlays/calendar-button';
import { VirtualTourLink } from './virtual-tour-link';
import { LanguageSwitch } from './language-switch';
import { MobileMenu } from './mobile-menu';
import { AccountArea } from './account-area';

export async function Header({ locale, words }: { locale: Locale; words: LayoutWords }) {
  const t = await getTranslations({ locale, namespace: 'nav' });
  const items = navItems(locale).map((item) => ({ ...item, label: t(item.key), gated: ('gated' in item && item.gated) || null }));
  return (
    <header className="border-line sticky top-0 z-40 border-b bg-white/95 backdrop-blur">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:bg-white focus:p-2">
        {t('skip')}
      </a>
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-3 sm:gap-3 sm:px-4 lg:h-16">
        <a href="/" className="flex shrink-0 items-center gap-2">
          <img src="/art/logo.svg" alt="" width={32} height={32} />
          {/* A member's five header icons leave no room for the name on the narrowest phones. */}
          <span className="text-brand font-serif text-base font-semibold tracking-wide max-[359px]:sr-only sm:text-lg">
            {t('siteShort')}
          </span>
        </a>
        <nav aria-label={t('mainMenu')} className="hidden min-w-0 flex-1 justify-center xl:flex">
          {/* English words run wider (the generic sans may be DejaVu Sans): they share the row's width (at most 1280 px,
              the account corner's words kept for its icon's name: AccountLabel), at least 8 px apart, rather than a
              fixed gap that pushed the header past the page. */}
          <ul className={`flex text-[15px] ${locale === 'en-US' ? 'w-full justify-between gap-2' : 'gap-4 2xl:gap-5'}`}>
            {items.map((item) => {
              const entry = (
                <li key={item.key}>
                  <a href={item.href} className="text-ink/85 hover:text-brand py-2 whitespace-nowrap">
                    {item.label}
                  </a>
                </li>
              );
              return item.gated ? (
                <FeatureGate key={item.key} feature={item.gated}>
                  {entry}
                </FeatureGate>
              ) : (
                entry
              );
            })}
          </ul>
        </nav>
        <div className="ml-auto flex items-center sm:gap-1 xl:ml-0">
          <SearchPanel words={words.search} />
          <CalendarButton words={words.calendar} />
          <VirtualTourLink variant="icon" words={words.header} />
          <div className="hidden xl:block">
            <LanguageSwitch locale={locale} words={words.language} />
          </div>
          <AccountArea locale={locale} words={words.header} />
          <MobileMenu items={items} label={words.header.menu} />
        </div>
      </div>
    </header>
  );
}
