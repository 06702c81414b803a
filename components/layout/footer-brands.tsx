'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useBrands } from '@/lib/hooks/use-session-flags';
import { localized, type Locale } from '@/lib/i18n/locales';
import { educationHref } from '@/lib/links';

/** The footer's education column: the brands of §3's session state, each to its page. */
export function FooterBrands() {
  const t = useTranslations('header');
  const locale = useLocale() as Locale;
  const brands = useBrands();
  if (!brands?.length) return null;
  return (
    <nav aria-label={t('education')} data-testid="footer-brands">
      <p className="text-white">{t('education')}</p>
      <ul className="mt-3 grid gap-2">
        {brands.map((b) => (
          <li key={b.id}>
            <Link href={educationHref(b)}>{localized(b, 'name', locale)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
