import type { Locale } from '@/lib/i18n/locales';
import { VenueRentalRoute, venueRentalMetadata } from '@/components/venue/venue-rental-route';

export const revalidate = 60;
export const generateMetadata = venueRentalMetadata;

export default function FieldInfoPage(props: { params: Promise<{ locale: Locale }> }) {
  return <VenueRentalRoute {...props} only="zh-CN" />;
}
