'use client';

import { useTranslations } from 'next-intl';

/**
 * Shown when a page cannot be rendered, typically because the hall API is away: a friendly, translated retry,
 * and Next's digest of the error, which the site's log prints beside it, for the member to quote.
 */
export function ErrorView({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const t = useTranslations('errorPage');
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center" data-testid="error-page">
      <h1 className="font-serif text-2xl">{t('title')}</h1>
      <p className="text-muted mt-4">{t('hallDown')}</p>
      {error.digest && (
        <p className="text-muted mt-2 text-sm" data-testid="error-reference">
          {t('reference', { id: error.digest })}
        </p>
      )}
      <div className="mt-8 flex justify-center gap-4">
        <button type="button" onClick={() => retry()} className="bg-brand rounded px-6 py-2 text-white" data-testid="error-retry">
          {t('retry')}
        </button>
        <a href="/" className="border-line rounded border px-6 py-2">
          {t('home')}
        </a>
      </div>
    </div>
  );
}
