import type { Banner } from '@/lib/contract/content';
import { localized, type Locale } from '@/lib/i18n/locales';

/** Banners in a scroll-snap strip: swipeable on phones, no script needed. The first one is the page's hero. */
export function BannerCarousel({ banners, locale }: { banners: Banner[]; locale: Locale }) {
  if (!banners.length) return null;
  return (
    <div className="flex snap-x snap-mandatory overflow-x-auto" data-testid="banners">
      {banners.map((b, i) => {
        const title = localized(b, 'title', locale);
        const image = (
          <picture>
            {b.mobileImage && <source media="(max-width: 767px)" srcSet={b.mobileImage} />}
            <img
              src={b.image}
              alt={title}
              width={1920}
              height={720}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : undefined}
              className="aspect-[5/6] w-full object-cover md:aspect-[8/3]"
            />
          </picture>
        );
        return (
          <div key={b.id} className="relative w-full shrink-0 snap-center">
            {b.link ? <a href={b.link}>{image}</a> : image}
            <p className="pointer-events-none absolute right-6 bottom-12 left-6 font-serif text-2xl text-white drop-shadow md:bottom-10 md:left-12 md:text-4xl">
              {title}
            </p>
          </div>
        );
      })}
    </div>
  );
}
