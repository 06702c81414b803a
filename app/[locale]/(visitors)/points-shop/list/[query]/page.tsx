import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { GoodsType } from '@/lib/contract/shop';
import type { Locale } from '@/lib/i18n/locales';
import { listGoods } from '@/lib/hall/shop';
import { readQuery } from '@/lib/routes';
import { GoodsCard } from '@/components/shop/goods-card';
import { ShopBalance } from '@/components/shop/shop-balance';
import { LinkTabs } from '@/components/ui/link-tabs';
import { Pagination } from '@/components/ui/pagination';
import { ClientNamespaces } from '@/components/ui/client-namespaces';

export const revalidate = 60;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ locale: Locale; query: string }> };

const PAGE_SIZE = 12;
const shopHref = (type: GoodsType, page = 1) => `/pointsShop?type=${type}${page > 1 ? `&page=${page}` : ''}`;

function filtersOf(segment: string) {
  const q = readQuery(segment);
  return { type: (q.get('type') === '1' ? 1 : 0) as GoodsType, page: Number(q.get('page') ?? 1) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, query } = await params;
  const t = await getTranslations({ locale, namespace: 'shop' });
  const { type } = filtersOf(query);
  // Chinese only (§1): no English alternate to name.
  return { title: `${t(`types.${type}`)} - ${t('title')}`, description: t('description'), alternates: { canonical: shopHref(type) } };
}

/** §2 /pointsShop?type=0|1 (Chinese only, kept alive): a tab of goods, recommended first, twelve to a page. */
export default async function PointsShopPage({ params }: Props) {
  const { locale, query } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('shop');
  const { type, page } = filtersOf(query);
  const result = await listGoods(type, page, PAGE_SIZE);
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-serif text-3xl font-semibold">{t('title')}</h1>
        <ClientNamespaces names={['shop']}>
          <ShopBalance prominent />
        </ClientNamespaces>
      </div>
      <div className="mt-6">
        <LinkTabs
          label={t('typeLabel')}
          tabs={([0, 1] as const).map((ty) => ({
            href: shopHref(ty),
            label: t(`types.${ty}`),
            active: ty === type,
            testId: `shop-tab-${ty}`,
          }))}
        />
      </div>
      {result.list.length === 0 ? (
        <p className="text-muted py-20 text-center" data-testid="list-empty">
          {t('empty')}
        </p>
      ) : (
        <div className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4" data-testid="goods-grid">
          {result.list.map((g, i) => (
            <GoodsCard key={g.id} goods={g} priority={i < 2} />
          ))}
        </div>
      )}
      <Pagination page={page} pages={pages} href={(p) => shopHref(type, p)} />
    </div>
  );
}
