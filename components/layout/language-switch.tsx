'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { LayoutWords } from '@/lib/i18n/layout-words';
import { lazyPart } from '@/components/i18n/lazy-part';
import { GlobeIcon } from '@/components/ui/icons';

// Most switches go straight to the other language: the one-language notice (and its buttons) loads when first needed.
const LanguageOnlyHere = lazyPart(() => import('./language-only-here').then((m) => m.LanguageOnlyHere), { intl: true });

/**
 * Switches between 中文 and English and stays on the same page (or its twin). A page offered in this language only
 * (the points shop, the venue-rental steps) stays as it is: the reader is told so, in the language they asked for,
 * and may go to that language's home page instead of being taken there without a word.
 */
export function LanguageSwitch({ locale, words }: { locale: Locale; words: LayoutWords['language'] }) {
  const pathname = usePathname();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [onlyHere, setOnlyHere] = useState(false);
  const other: Locale = locale === 'en-US' ? 'zh-CN' : 'en-US';

  // The table of each page's twin in the other language is fetched on the first switch, not with every page.
  const language = () => import('@/lib/client/language');

  async function go(target: string) {
    (await language()).storeLanguage(other);
    startTransition(() => {
      if (target === pathname + window.location.search) router.refresh();
      else router.push(target);
    });
  }

  async function switchLanguage() {
    const target = (await language()).pathInLanguage(pathname, window.location.search, other);
    if (target === '/' && pathname !== '/') setOnlyHere((shown) => !shown);
    else await go(target);
  }

  return (
    <div className="relative">
      <button
        type="button"
        onClick={() => void switchLanguage()}
        disabled={pending}
        lang={other}
        aria-expanded={onlyHere}
        data-testid="language-switch"
        className="hover:text-brand flex items-center gap-1 rounded px-2 py-2 text-sm whitespace-nowrap"
      >
        <GlobeIcon />
        {/* The name read out starts with the text shown (WCAG 2.5.3: a voice user says what they see). */}
        <span>{words.other}</span>
        <span className="sr-only">{words.switchTo}</span>
      </button>
      {onlyHere && <LanguageOnlyHere other={other} goHome={() => void go('/')} stay={() => setOnlyHere(false)} />}
    </div>
  );
}
