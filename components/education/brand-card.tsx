import Link from 'next/link';
import type { Brand } from '@/lib/contract/content';
import { localized, type Locale } from '@/lib/i18n/locales';
import { educationHref } from '@/lib/links';

/** An education brand as a card linking to its page (§2: category 0 → /artEducationDes, others → /artEducationDes2). */
export function BrandCard({ brand, locale, more }: { brand: Brand; locale: Locale; more: string }) {
  const name = localized(brand, 'name', locale);
  return (
    <article className="group border-line flex h-full flex-col overflow-hidden rounded border bg-white" data-testid="brand-card">
      <Link href={educationHref(brand)} className="flex h-full flex-col">
        <div className="bg-line aspect-[16/9] overflow-hidden">
          {brand.image && (
            <img
              src={brand.image}
              alt=""
              width={640}
              height={360}
              loading="lazy"
              className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
            />
          )}
        </div>
        <div className="flex flex-1 flex-col p-5">
          <h3 className="group-hover:text-brand font-serif text-xl font-semibold">{name}</h3>
          <p className="text-muted mt-2 flex-1 text-sm leading-relaxed">{localized(brand, 'summary', locale)}</p>
          <span className="text-brand mt-4 text-sm">
            {more}
            <span aria-hidden> →</span>
          </span>
        </div>
      </Link>
    </article>
  );
}
