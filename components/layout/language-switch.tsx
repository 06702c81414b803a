'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, useTransition } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { pathInLanguage, storeLanguage } from '@/lib/client/language';
import { GlobeIcon } from '@/components/ui/icons';
import { primaryButton, secondaryButton } from '@/components/ui/form-field';

/**
 * Switches between 中文 and English and stays on the same page (or its twin). A page offered in this language only
 * (the points shop, the venue-rental steps) stays as it is: the reader is told so, in the language they asked for,
 * and may go to that language's home page instead of being taken there without a word.
 */
export function LanguageSwitch() {
  const t = useTranslations('language');
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [onlyHere, setOnlyHere] = useState(false);
  const notice = useRef<HTMLDivElement>(null);
  // In the phone menu the switch is near the bottom: the answer is brought into view.
  useEffect(() => {
    if (onlyHere) notice.current?.scrollIntoView({ block: 'nearest' });
  }, [onlyHere]);
  const other: Locale = locale === 'en-US' ? 'zh-CN' : 'en-US';

  function go(target: string) {
    storeLanguage(other);
    startTransition(() => {
      if (target === pathname + window.location.search) router.refresh();
      else router.push(target);
    });
  }

  function switchLanguage() {
    const target = pathInLanguage(pathname, window.location.search, other);
    if (target === '/' && pathname !== '/') setOnlyHere((shown) => !shown);
    else go(target);
  }

  return (
    <div className="relative">
      <button
        type="button"
        onClick={switchLanguage}
        disabled={pending}
        lang={other}
        aria-expanded={onlyHere}
        data-testid="language-switch"
        className="hover:text-brand flex items-center gap-1 rounded px-2 py-2 text-sm whitespace-nowrap"
      >
        <GlobeIcon />
        {/* The name read out starts with the text shown (WCAG 2.5.3: a voice user says what they see). */}
        <span>{t('other')}</span>
        <span className="sr-only">{t('switchTo')}</span>
      </button>
      {onlyHere && (
        <div
          ref={notice}
          role="status"
          lang={other}
          data-testid="language-only-here"
          className="border-line text-ink z-50 mt-2 grid w-64 gap-3 rounded border bg-white p-3 text-sm shadow-lg md:absolute md:top-full md:right-0"
        >
          <p>{t('onlyHere')}</p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={primaryButton} onClick={() => go('/')} data-testid="language-other-home">
              {t('otherHome')}
            </button>
            <button type="button" className={secondaryButton} onClick={() => setOnlyHere(false)}>
              {t('stay')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
