import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { listCouponActivities } from '@/lib/hall/coupons';
import { readQuery } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { couponActivityHref } from '@/lib/links';
import { MissingSelection, missingSelectionMetadata } from '@/components/ui/missing-selection';
import { CouponActivityDetail } from '@/components/coupons/coupon-activity-detail';

export const revalidate = 60;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ locale: Locale; query: string }> };
const idOf = (segment: string) => Number(readQuery(segment).get('id'));

async function findActivity(locale: Locale, id: number) {
  const all = await listCouponActivities(locale);
  const activity = all.memberCodePromotionActivityDTOS.find((a) => a.codePromotionId === id);
  return activity ? { all, activity } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, query } = await params;
  if (!idOf(query)) return missingSelectionMetadata;
  const found = await findActivity(locale, idOf(query));
  if (!found) return {};
  const { activity } = found;
  return pageMetadata({
    title: activity.promotionName,
    description: activity.promotionShowInfo,
    path: couponActivityHref(activity.codePromotionId),
    locale,
  });
}

/** §2 /activityDetail?id=<codePromotionId>: one coupon activity, its rules and the performances it is for. */
export default async function ActivityDetailPage({ params }: Props) {
  const { locale, query } = await params;
  setRequestLocale(locale);
  const id = idOf(query);
  if (!id) return <MissingSelection back="/couponActivity" />;
  const found = await findActivity(locale, id);
  if (!found) notFound();
  return <CouponActivityDetail all={found.all} activity={found.activity} locale={locale} />;
}
