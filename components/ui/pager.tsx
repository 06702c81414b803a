'use client';

import { useTranslations } from 'next-intl';

/** Previous / next through a client-side list (member data is never in the URL, so never in a cache key). */
export function Pager({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const t = useTranslations('member.pager');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const button = 'border-line hover:border-brand min-h-10 rounded border bg-white px-4 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <nav aria-label={t('label')} className="mt-6 flex items-center justify-center gap-4 text-sm">
      <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid="pager-prev">
        {t('prev')}
      </button>
      <span aria-live="polite">{t('page', { page, pages })}</span>
      <button type="button" className={button} disabled={page >= pages} onClick={() => onPage(page + 1)} data-testid="pager-next">
        {t('next')}
      </button>
    </nav>
  );
}
