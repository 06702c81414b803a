import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { PackageCardView } from '@/lib/contract/package';
import type { Locale } from '@/lib/i18n/locales';
import { formatDay, formatYuan } from '@/lib/format';
import { showDetailsHref } from '@/lib/links';
import { RichText } from '@/components/content/rich-text';
import { ClientNamespaces } from '@/components/ui/client-namespaces';
import { SectionHeading } from '@/components/ui/section-heading';
import { BuyCardPanel } from './buy-card-panel';
import { FeatureGuard } from '@/components/layout/feature-guard';

/**
 * The package card's page: what it is and costs, what is left, and buying it (a member's order, paid like
 * tickets); then its terms, then the performances and classes it pays.
 */
export async function PackageCardDetail({ card, locale }: { card: PackageCardView; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'packages' });
  const en = locale === 'en-US';
  const facts: [string, string][] = [
    ['credits', t('facts.creditsValue', { count: card.credits })],
    ['perPerformance', t('facts.perPerformanceValue', { count: card.perPerformance })],
    ['validUntil', formatDay(card.validUntil)],
    ['saleWindow', `${formatDay(card.saleFrom)} – ${formatDay(card.saleTo)}`],
    ['limit', t('facts.limitValue', { count: card.limitPerMember })],
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 lg:py-10" data-testid="package-card">
      <FeatureGuard feature="packages" />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <img src={card.image} alt="" width={800} height={500} className="aspect-[8/5] w-full rounded object-cover" />
        <div>
          <p className="text-gold text-xs tracking-[0.2em] uppercase">{t('kicker')}</p>
          <h1 className="mt-1 font-serif text-2xl font-semibold lg:text-3xl">{en ? card.enName : card.name}</h1>
          <p className="text-muted mt-2">{en ? card.enSummary : card.summary}</p>
          <p className="text-brand mt-4 text-3xl font-semibold tabular-nums" data-testid="package-price">
            {formatYuan(card.priceFen)}
          </p>
          <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
            {facts.map(([key, value]) => (
              <div key={key} className="contents" data-testid={`package-fact-${key}`}>
                <dt className="text-muted">{t(`facts.${key}`)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <ClientNamespaces names={['packages']}>
            <BuyCardPanel card={{ id: card.id, saleState: card.saleState, stockLeft: card.stockLeft, saleFrom: card.saleFrom }} />
          </ClientNamespaces>
        </div>
      </div>

      {/* The terms before the performances it pays: on a phone that list is some twenty-five cards long, and the
          terms are what a buyer has to read before buying. */}
      <section className="mt-12" aria-labelledby="terms-heading" data-testid="package-terms">
        <SectionHeading id="terms-heading" title={t('terms')} />
        <RichText html={en ? card.enTerms : card.terms} />
      </section>

      <section className="mt-12" aria-labelledby="covered-heading">
        <SectionHeading id="covered-heading" title={t('covered')} />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="package-performances">
          {card.performances.map((p) => (
            <li key={p.id} className="border-line flex gap-3 rounded border bg-white p-3">
              <img src={p.poster} alt="" width={72} height={96} className="h-24 w-18 shrink-0 rounded object-cover" />
              <div className="min-w-0">
                <Link href={showDetailsHref({ id: p.id, category: 0 })} className="hover:text-brand font-medium">
                  {en ? p.enTitle : p.title}
                </Link>
                {p.firstStart && (
                  <p className="text-muted mt-1 text-sm">
                    {p.lastStart && p.lastStart !== p.firstStart
                      ? `${formatDay(p.firstStart)} – ${formatDay(p.lastStart)}`
                      : formatDay(p.firstStart)}
                  </p>
                )}
                <p className="mt-2 flex flex-wrap gap-1.5 text-xs">
                  {p.classes.map((c) => (
                    <span key={`${c.name}-${c.priceFen}`} className="bg-paper border-line rounded border px-2 py-0.5">
                      {en ? c.enName : c.name} {formatYuan(c.priceFen)}
                    </span>
                  ))}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
