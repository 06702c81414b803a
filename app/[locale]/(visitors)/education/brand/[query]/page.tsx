import type { Locale } from '@/lib/i18n/locales';
import { BrandRoute, brandMetadata } from '@/components/education/brand-route';

export const revalidate = 60;
export const generateStaticParams = () => [];
export const generateMetadata = brandMetadata;

export default function ArtEducationDetailPage(props: { params: Promise<{ locale: Locale; query: string }> }) {
  return <BrandRoute {...props} layout="feature" />;
}
