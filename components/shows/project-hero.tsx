import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { PerformanceDetail } from '@/lib/contract/performance';
import { formatDay, formatYuan } from '@/lib/format';
import { localized, type Locale } from '@/lib/i18n/locales';
import { SaleStatusBadge } from './sale-status-badge';

/** `actions`: more calls to action beside "Buy tickets" (the coupon overlay's button). */
export async function ProjectHero({ project, locale, actions }: { project: PerformanceDetail; locale: Locale; actions?: ReactNode }) {
  const t = await getTranslations('detail');
  const l = (field: string) => localized(project, field, locale);
  const facts: [string, string][] = [
    [
      t('dates'),
      project.firstTime
        ? project.lastTime && formatDay(project.lastTime) !== formatDay(project.firstTime)
          ? `${formatDay(project.firstTime)} – ${formatDay(project.lastTime)}`
          : formatDay(project.firstTime)
        : '—',
    ],
    [t('venue'), localized(project.hall, 'name', locale)],
    [t('genre'), localized(project.genre, 'name', locale)],
    [t('duration'), t('minutes', { minutes: project.durationMinutes })],
    [
      t('price'),
      project.minPriceFen === null
        ? '—'
        : project.maxPriceFen === 0
          ? t('free')
          : `${formatYuan(project.minPriceFen)} – ${formatYuan(project.maxPriceFen ?? project.minPriceFen)}`,
    ],
    [t('organizer'), l('organizer')],
    [t('host'), l('host')],
    [t('coHost'), l('coHost')],
  ];
  return (
    <div className="bg-ink text-white">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 md:grid-cols-[280px_1fr] lg:gap-10 lg:py-12">
        <img
          src={project.poster}
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
            <SaleStatusBadge status={project.saleStatus} />
            <span className={`rounded px-2 py-0.5 text-xs ${project.category === 0 ? 'bg-perf' : 'bg-activity'}`}>
              {t(project.category === 0 ? 'performance' : 'activity')}
            </span>
            {project.realName && <span className="rounded border border-white/40 px-2 py-0.5 text-xs">{t('realName')}</span>}
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
              {project.saleStatus === 'on_sale'
                ? t('buy')
                : t(
                    project.saleStatus === 'coming_soon'
                      ? 'comingSoon'
                      : project.saleStatus === 'sold_out'
                        ? 'soldOut'
                        : project.saleStatus,
                  )}
            </a>
            {actions}
          </div>
        </div>
      </div>
    </div>
  );
}
