import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { GoodsDetailView } from '@/lib/contract/shop';
import type { Locale } from '@/lib/i18n/locales';
import { getGoods } from '@/lib/hall/shop';
import { readQuery } from '@/lib/routes';
import { textOf } from '@/lib/seo';
import { goodsHref } from '@/lib/links';
import { GoodsGallery } from '@/components/shop/goods-gallery';
import { RedeemPanel } from '@/components/shop/redeem-panel';
import { ClientNamespaces } from '@/components/ui/client-namespaces';
import { RichText } from '@/components/content/rich-text';

export const revalidate = 60;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ locale: Locale; query: string }> };

async function goodsOf(segment: string): Promise<GoodsDetailView | null> {
  const id = Number(readQuery(segment).get('id'));
  return id > 0 ? getGoods(id) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, query } = await params;
  const goods = await goodsOf(query);
  if (!goods) return {};
  const t = await getTranslations({ locale, namespace: 'shop' });
  return {
    title: `${goods.name} - ${t('title')}`,
    description: goods.summary || textOf(goods.body),
    alternates: { canonical: goodsHref(goods.id) },
    openGraph: { title: goods.name, images: [{ url: goods.image }] },
  };
}

/** §2 /pointsShopDetail?id= (Chinese only): pictures, price, stock, limit, how it reaches the member, and redeeming. */
export default async function PointsShopDetailPage({ params }: Props) {
  const { locale, query } = await params;
  setRequestLocale(locale);
  const goods = await goodsOf(query);
  if (!goods) notFound();
  const t = await getTranslations('shop');
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 lg:py-10">
      <Link href={`/pointsShop?type=${goods.type}`} className="text-muted hover:text-brand text-sm">
        ← {t('backToShop')}
      </Link>
      <div className="mt-4 grid gap-8 lg:grid-cols-2">
        <GoodsGallery images={goods.images} label={t('gallery')} pictureLabel={(n) => t('picture', { n })} />
        <div>
          <h1 className="font-serif text-2xl font-semibold lg:text-3xl">{goods.name}</h1>
          {goods.summary && <p className="text-muted mt-2">{goods.summary}</p>}
          <ClientNamespaces names={['shop', 'member']}>
            <RedeemPanel goods={goods} />
          </ClientNamespaces>
        </div>
      </div>
      <section className="border-line mt-10 border-t pt-6">
        <h2 className="font-serif text-xl font-semibold">{t('detailsHeading')}</h2>
        <RichText html={goods.body} className="mt-4" />
      </section>
    </div>
  );
}
