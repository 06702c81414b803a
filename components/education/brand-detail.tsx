import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Brand, BrandDetail } from '@/lib/contract/content';
import { localized, type Locale } from '@/lib/i18n/locales';
import { educationHref } from '@/lib/links';
import { RichText } from '@/components/content/rich-text';

/**
 * An education brand's page. `feature` (category 0, /artEducationDes) sets the picture beside the title on
 * light paper; `banner` (other categories, /artEducationDes2) lays the title over a full-width picture.
 */
export async function BrandDetailView({
  brand,
  others,
  sameType = false,
  locale,
  layout,
}: {
  brand: BrandDetail;
  others: Brand[];
  /** The first of `others` are of the brand's own type (the series it belongs to). */
  sameType?: boolean;
  locale: Locale;
  layout: 'feature' | 'banner';
}) {
  const t = await getTranslations('education');
  const name = localized(brand, 'name', locale);
  const summary = localized(brand, 'summary', locale);
  const back = (
    <Link href="/artEducation" className="text-sm hover:underline" data-testid="education-back">
      <span aria-hidden>← </span>
      {t('back')}
    </Link>
  );
  return (
    <article data-testid={`brand-detail-${layout}`}>
      {layout === 'feature' ? (
        <header className="border-line border-b bg-white">
          <div className="mx-auto grid max-w-7xl items-center gap-6 px-4 py-6 md:grid-cols-2 md:gap-12 md:py-12">
            <div className="order-2 md:order-1">
              <div className="text-muted">{back}</div>
              <p className="text-gold mt-4 text-xs tracking-[0.2em] uppercase">{t('kicker')}</p>
              <h1 className="mt-2 font-serif text-3xl font-semibold md:text-5xl">{name}</h1>
              {summary && <p className="text-muted mt-4 text-lg leading-relaxed">{summary}</p>}
            </div>
            {brand.image && (
              <img
                src={brand.image}
                alt=""
                width={720}
                height={480}
                className="order-1 aspect-[3/2] w-full rounded object-cover md:order-2"
              />
            )}
          </div>
        </header>
      ) : (
        <header className="bg-ink relative isolate overflow-hidden text-white">
          {brand.image && (
            <img
              src={brand.image}
              alt=""
              width={1440}
              height={480}
              className="absolute inset-0 -z-10 h-full w-full object-cover opacity-45"
            />
          )}
          <div className="mx-auto max-w-7xl px-4 pt-6 pb-10 md:pt-10 md:pb-16">
            <div className="text-white/80">{back}</div>
            <p className="text-gold mt-10 text-xs tracking-[0.2em] uppercase md:mt-20">{t('kicker')}</p>
            <h1 className="mt-2 font-serif text-3xl font-semibold md:text-5xl">{name}</h1>
            {summary && <p className="mt-4 max-w-2xl leading-relaxed text-white/85 md:text-lg">{summary}</p>}
          </div>
        </header>
      )}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-8 md:py-12 lg:grid-cols-[1fr_300px]">
        <RichText html={localized(brand, 'body', locale) || summary} className="max-w-3xl text-base md:text-lg" />
        {others.length > 0 && (
          <aside aria-labelledby="other-brands">
            <h2 id="other-brands" className="border-line mb-3 border-b pb-2 font-serif text-lg font-semibold">
              {t(sameType ? 'sameSeries' : 'others')}
            </h2>
            <ul className="space-y-2" data-testid="other-brands">
              {others.map((b) => (
                <li key={b.id}>
                  <Link href={educationHref(b)} className="hover:text-brand">
                    {localized(b, 'name', locale)}
                  </Link>
                </li>
              ))}
            </ul>
          </aside>
        )}
      </div>
    </article>
  );
}
