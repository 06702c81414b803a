import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { PerformanceDetail } from '@/lib/contract/performance';
import { formatDay, formatYuan } from '@/lib/format';
import { localized, type BilingualField, type Locale } from '@/lib/i18n/locales';
import { SaleStatusBadge } from './sale-status-badge';

/** `actions`: more calls to action beside "Buy tickets" (the coupon overlay's button). */
export async function PerformanceHero({
  performance,
  locale,
  actions,
}: {
  performance: PerformanceDetail;
  locale: Locale;
  actions?: ReactNode;
}) {
  const t = await getTranslations('detail');
  const l = (field: BilingualField<PerformanceDetail>) => localized(performance, field, locale);
  const facts: [string, string][] = [
    [
      t('dates'),
      performance.firstTime
        ? performance.lastTime && formatDay(performance.lastTime) !== formatDay(performance.firstTime)
          ? `${formatDay(performance.firstTime)} – ${formatDay(performance.lastTime)}`
          : formatDay(performance.firstTime)
        : '—',
    ],
    [t('venue'), localized(performance.hall, 'name', locale)],
    [t('genre'), localized(performance.genre, 'name', locale)],
    [t('duration'), t('minutes', { minutes: performance.durationMinutes })],
    [
      t('price'),
      performance.minPriceFen === null
        ? '—'
        : performance.maxPriceFen === 0
          ? t('free')
          : `${formatYuan(performance.minPriceFen)} – ${formatYuan(performance.maxPriceFen ?? performance.minPriceFen)}`,
    ],
    [t('organizer'), l('organizer')],
    [t('host'), l('host')],
    [t('coHost'), l('coHost')],
  ];
  return (
    <div className="bg-ink text-white">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 md:grid-cols-[280px_1fr] lg:gap-10 lg:py-12">
        <img
          src={performance.poster}
          alt=""
          width={600}
          height={800}
          fetchPriority="high"
          className="mx-auto w-48 rounded shadow-lg md:w-full"
        />
        <div>
          <p className="text-sm text-white/70">{[l('series'), l('monthQuarter')].filter(Boolean).join(' · ')}</p>
          <h1 className="mt-2 font-serif text-2xl leading-snug font-semibold lg:text-4xl" data-testid="detail-title">
            {l('mainTitle')}
          </h1>
          {l('subtitle') && <p className="mt-2 text-white/80">{l('subtitle')}</p>}
          <div className="mt-4 flex flex-wrap items-center gap-2">
            <SaleStatusBadge status={performance.saleStatus} />
            <span className={`rounded px-2 py-0.5 text-xs ${performance.category === 0 ? 'bg-perf' : 'bg-activity'}`}>
              {t(performance.category === 0 ? 'performance' : 'activity')}
            </span>
            {performance.realName && <span className="rounded border border-white/40 px-2 py-0.5 text-xs">{t('realName')}</span>}
          </div>
          <dl className="mt-6 grid grid-cols-1 gap-x-8 gap-y-2 text-sm sm:grid-cols-2">
            {facts
              .filter(([, v]) => v)
              .map(([k, v]) => (
                <div key={k} className="flex gap-3">
                  <dt className="w-16 shrink-0 text-white/60 lg:w-20">{k}</dt>
                  <dd>{v}</dd>
                </div>
              ))}
          </dl>
          <div className="mt-6 flex flex-wrap gap-3">
            <a
              href="#sessions"
              className="bg-brand hover:bg-brand-dark inline-flex min-h-12 items-center rounded px-8 font-medium"
              data-testid="detail-buy"
            >
              {performance.saleStatus === 'on_sale'
                ? t('buy')
                : t(
                    performance.saleStatus === 'coming_soon'
                      ? 'comingSoon'
                      : performance.saleStatus === 'sold_out'
                        ? 'soldOut'
                        : performance.saleStatus,
                  )}
            </a>
            {actions}
          </div>
        </div>
      </div>
    </div>
  );
}
