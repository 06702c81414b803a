import Link from 'next/link';
import type { Brand } from '@/lib/contract/content';
import { localized, type Locale } from '@/lib/i18n/locales';
import { educationHref } from '@/lib/links';

/** An education brand as a card linking to its page (§2: category 0 → /artEducationDes, others → /artEducationDes2). */
export function BrandCard({ brand, locale, more }: { brand: Brand; locale: Locale; more: string }) {
  const name = localized(brand, 'name', locale);
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded border border-line bg-white" data-testid="brand-card">
      <Link href={educationHref(brand)} className="flex h-full flex-col">
        <div className="aspect-[16/9] overflow-hidden bg-line">
          {brand.image && <img src={brand.image} alt="" width={640} height={360} loading="lazy" className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105" />}
        </div>
        <div className="flex flex-1 flex-col p-5">
          <h3 className="font-serif text-xl font-semibold group-hover:text-brand">{name}</h3>
          <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{localized(brand, 'summary', locale)}</p>
          <span className="mt-4 text-sm text-brand">
            {more}
            <span aria-hidden> →</span>
          </span>
        </div>
      </Link>
    </article>
  );
}
