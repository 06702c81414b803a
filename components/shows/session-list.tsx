import { getTranslations } from 'next-intl/server';
import type { PerformanceDetail } from '@/lib/contract/performance';
import { formatDay, formatTime, formatYuan, weekdayIndex } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import { chooseSeatHref } from '@/lib/links';

/** Sessions with their ticket classes, prices and what is left; each leads to seat selection. */
export async function SessionList({ performance, locale }: { performance: PerformanceDetail; locale: Locale }) {
  const t = await getTranslations('detail');
  const weekdays = t('weekdays').split(',');
  if (performance.sessions.length === 0) return <p className="text-muted">{t('noSessions')}</p>;
  return (
    <ul className="space-y-4">
      {performance.sessions.map((s) => (
        <li key={s.id} className="rounded bg-white p-4 shadow-sm" data-testid="session">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="font-medium">
              <time dateTime={s.startTime}>
                {formatDay(s.startTime)} {weekdays[weekdayIndex(s.startTime)]} {formatTime(s.startTime)}
              </time>
            </p>
            {s.saleStatus === 'on_sale' ? (
              <a
                href={chooseSeatHref(performance.id, s.id)}
                className="bg-brand hover:bg-brand-dark rounded px-5 py-2 text-sm text-white"
                data-testid="session-buy"
              >
                {s.hasSeatMap ? t('chooseSeat') : t('buyTickets')}
              </a>
            ) : (
              <span className="bg-line text-muted rounded px-5 py-2 text-sm">
                {t(s.saleStatus === 'coming_soon' ? 'comingSoon' : s.saleStatus === 'sold_out' ? 'soldOut' : s.saleStatus)}
              </span>
            )}
          </div>
          <ul className="mt-3 flex flex-wrap gap-2 text-sm" aria-label={t('ticketClasses')}>
            {s.ticketClasses.map((c) => (
              <li
                key={c.id}
                className={`flex items-center gap-2 rounded border px-3 py-1 ${c.available > 0 ? 'border-line' : 'border-line text-muted bg-paper line-through'}`}
              >
                <span className="h-3 w-3 rounded-sm" style={{ background: c.color }} aria-hidden />
                <span>{locale === 'en-US' ? c.enName : c.name}</span>
                <span className="font-medium">
                  {c.pointOnly ? t('points', { points: c.pointPrice ?? 0 }) : c.priceFen === 0 ? t('free') : formatYuan(c.priceFen)}
                </span>
                {c.available === 0 && <span className="sr-only">{t('soldOut')}</span>}
              </li>
            ))}
          </ul>
          <p className="text-muted mt-2 text-xs">{t('limits', { perOrder: s.limitPerOrder, perMember: s.limitPerMember })}</p>
        </li>
      ))}
    </ul>
  );
}
