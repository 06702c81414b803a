'use client';

import Link from 'next/link';
import { useDeferredValue, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { SearchIcon } from '@/components/ui/icons';
import { useSearch } from '@/lib/hooks/use-search';
import { localized, type Locale } from '@/lib/i18n/locales';
import { showDetailsHref } from '@/lib/links';

/** The search box and its results with the record count (§2); an empty keyword shows nothing. */
export function SearchBody({ onNavigate }: { onNavigate?: () => void }) {
  const t = useTranslations('search');
  const locale = useLocale() as Locale;
  const [keyword, setKeyword] = useState('');
  const deferred = useDeferredValue(keyword);
  const { data, error, isLoading } = useSearch(deferred);
  const shown = keyword.trim() ? data : undefined;
  return (
    <div>
      <form role="search" onSubmit={(e) => e.preventDefault()} className="border-brand mr-8 flex items-center gap-2 border-b-2 pb-2">
        <SearchIcon />
        <label htmlFor="search-keyword" className="sr-only">
          {t('label')}
        </label>
        <input
          id="search-keyword"
          data-testid="search-input"
          type="search"
          autoFocus
          maxLength={100}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          placeholder={t('placeholder')}
          className="w-full bg-transparent py-1 text-lg outline-none"
        />
      </form>
      <div aria-live="polite" className="text-muted mt-3 min-h-6 text-sm" data-testid="search-count">
        {error ? t('failed') : shown ? t('count', { count: shown.count }) : isLoading && keyword.trim() ? t('searching') : ''}
      </div>
      {shown && shown.list.length > 0 && (
        <ul className="divide-line mt-2 max-h-[60vh] divide-y overflow-y-auto">
          {shown.list.map((item) => (
            <li key={item.id}>
              <Link href={showDetailsHref(item)} onClick={onNavigate} className="hover:text-brand block py-3" data-testid="search-result">
                <span className={`mr-2 rounded px-1.5 py-0.5 text-xs text-white ${item.category === 0 ? 'bg-perf' : 'bg-activity'}`}>
                  {item.category === 0 ? t('performance') : t('activity')}
                </span>
                <span className="font-medium">{localized(item, 'mainTitle', locale)}</span>
                <span className="text-muted ml-2 text-sm">{localized(item, 'subtitle', locale)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
