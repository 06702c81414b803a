import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

export async function Pagination({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  if (pages <= 1) return null;
  const t = await getTranslations('common');
  return (
    <nav aria-label={t('pagination')} className="mt-10 flex items-center justify-center gap-4 text-sm">
      {page > 1 ? (
        <Link href={href(page - 1)} className="border-line hover:border-brand rounded border px-4 py-2" data-testid="page-prev">
          {t('prev')}
        </Link>
      ) : (
        // A link with nowhere to go: said to be unavailable (WCAG exempts inactive controls from contrast).
        <span role="link" aria-disabled="true" className="border-line text-ink/30 rounded border px-4 py-2">
          {t('prev')}
        </span>
      )}
      <span>{t('page', { page, pages })}</span>
      {page < pages ? (
        <Link href={href(page + 1)} className="border-line hover:border-brand rounded border px-4 py-2" data-testid="page-next">
          {t('next')}
        </Link>
      ) : (
        // A link with nowhere to go: said to be unavailable (WCAG exempts inactive controls from contrast).
        <span role="link" aria-disabled="true" className="border-line text-ink/30 rounded border px-4 py-2">
          {t('next')}
        </span>
      )}
    </nav>
  );
}
