'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { primaryButton, secondaryButton } from '@/components/ui/form-field';

/**
 * The language switch's answer on a page offered in one language only (loaded the first time it is needed, with the
 * form buttons it borrows): the reader may go to the other language's home page or stay.
 */
export function LanguageOnlyHere({ other, goHome, stay }: { other: Locale; goHome: () => void; stay: () => void }) {
  const t = useTranslations('language');
  const notice = useRef<HTMLDivElement>(null);
  // In the phone menu the switch is near the bottom: the answer is brought into view. A block, not an arrow's value:
  // Chromium's scrollIntoView answers a promise, which React would take for the effect's clean-up.
  useEffect(() => {
    notice.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <div
      ref={notice}
      role="status"
      lang={other}
      data-testid="language-only-here"
      className="border-line text-ink z-50 mt-2 grid w-64 gap-3 rounded border bg-white p-3 text-sm shadow-lg md:absolute md:top-full md:right-0"
    >
      <p>{t('onlyHere')}</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={primaryButton} onClick={goHome} data-testid="language-other-home">
          {t('otherHome')}
        </button>
        <button type="button" className={secondaryButton} onClick={stay}>
          {t('stay')}
        </button>
      </div>
    </div>
  );
}
