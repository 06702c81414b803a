'use client';

import { useBrands } from '@/lib/hooks/use-session-flags';
import { localized, type Locale } from '@/lib/i18n/locales';
import { educationHref } from '@/lib/links';

/** The footer's education column: the brands of §3's session state, each to its page. */
export function FooterBrands({ locale, label }: { locale: Locale; label: string }) {
  const brands = useBrands();
  if (!brands?.length) return null;
  return (
    <nav aria-label={label} data-testid="footer-brands">
      <p className="text-white">{label}</p>
      <ul className="mt-3 grid gap-2">
        {brands.map((b) => (
          <li key={b.id}>
            <a href={educationHref(b)}>{localized(b, 'name', locale)}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
