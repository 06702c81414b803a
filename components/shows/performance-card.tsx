import { getLocale, getTranslations } from 'next-intl/server';
import type { PerformanceListItem } from '@/lib/contract/performance';
import { formatDay, formatYuan } from '@/lib/format';
import { localized, type Locale } from '@/lib/i18n/locales';
import { showDetailsHref } from '@/lib/links';
import { SaleStatusBadge } from './sale-status-badge';

/** A performance or activity in a grid: poster, title, dates, hall, price and sale state. */
export async function PerformanceCard({ performance, priority = false }: { performance: PerformanceListItem; priority?: boolean }) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('shows');
  const title = localized(performance, 'mainTitle', locale);
  const dates =
    performance.firstTime && performance.lastTime && formatDay(performance.firstTime) !== formatDay(performance.lastTime)
      ? `${formatDay(performance.firstTime)} – ${formatDay(performance.lastTime)}`
      : performance.firstTime
        ? formatDay(performance.firstTime)
        : '';
  return (
    <article className="group" data-testid="performance-card">
      <a href={showDetailsHref(performance)} className="block">
        <div className="bg-line relative aspect-[3/4] overflow-hidden rounded">
          <img
            src={performance.poster}
            alt=""
            width={600}
            height={800}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
          <span className="absolute top-2 left-2">
            <SaleStatusBadge status={performance.saleStatus} />
          </span>
        </div>
        <h3 className="group-hover:text-brand mt-3 line-clamp-2 leading-snug font-medium">{title}</h3>
      </a>
      <p className="text-muted mt-1 line-clamp-1 text-sm">{localized(performance, 'subtitle', locale)}</p>
      <p className="text-muted mt-1 text-sm">
        <time dateTime={performance.firstTime ?? undefined}>{dates}</time>
        <span aria-hidden> · </span>
        {localized(performance.hall, 'name', locale)}
      </p>
      <p className="text-brand mt-1 text-sm">
        {performance.minPriceFen === null
          ? ''
          : performance.minPriceFen === 0 && performance.maxPriceFen === 0
            ? t('free')
            : t('priceFrom', { price: formatYuan(performance.minPriceFen) })}
      </p>
    </article>
  );
}

export function PerformanceGrid({ children }: { children: React.ReactNode }) {
  return <div className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4">{children}</div>;
}
