import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { AudienceIntl } from '@/components/i18n/audience-intl';

export default async function VisitorsLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return <AudienceIntl locale={locale as Locale}>{children}</AudienceIntl>;
}
