'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';

/** Shown when a page cannot be rendered, typically because the hall API is away: a friendly, translated retry. */
export default function ErrorPage({ retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('errorPage');
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center" data-testid="error-page">
      <h1 className="font-serif text-2xl">{t('title')}</h1>
      <p className="text-muted mt-4">{t('hallDown')}</p>
      <div className="mt-8 flex justify-center gap-4">
        <button type="button" onClick={() => retry()} className="bg-brand rounded px-6 py-2 text-white" data-testid="error-retry">
          {t('retry')}
        </button>
        <Link href="/" className="border-line rounded border px-6 py-2">
          {t('home')}
        </Link>
      </div>
    </div>
  );
}
