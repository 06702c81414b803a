'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useTransition } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { pathInLanguage, storeLanguage } from '@/lib/client/language';
import { GlobeIcon } from '@/components/ui/icons';

/** Switches between 中文 and English and stays on the same page (or its twin). */
export function LanguageSwitch() {
  const t = useTranslations('language');
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const other: Locale = locale === 'en-US' ? 'zh-CN' : 'en-US';

  function switchLanguage() {
    storeLanguage(other);
    const target = pathInLanguage(pathname, window.location.search, other);
    startTransition(() => {
      if (target === pathname + window.location.search) router.refresh();
      else router.push(target);
    });
  }

  return (
    <button
      type="button"
      onClick={switchLanguage}
      disabled={pending}
      lang={other}
      data-testid="language-switch"
      className="hover:text-brand flex items-center gap-1 rounded px-2 py-2 text-sm whitespace-nowrap"
    >
      <GlobeIcon />
      {/* The name read out starts with the text shown (WCAG 2.5.3: a voice user says what they see). */}
      <span>{t('other')}</span>
      <span className="sr-only">{t('switchTo')}</span>
    </button>
  );
}
