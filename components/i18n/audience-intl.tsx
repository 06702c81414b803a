import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { clientMessages } from '@/lib/i18n/client-messages';
import type { Locale } from '@/lib/i18n/locales';
import { TIME_ZONE } from '@/lib/i18n/time-zone';

/**
 * next-intl's provider with the layout's client messages, for the pages of an audience's route group: their client
 * components translate with useTranslations. The landing pages (home, a performance's detail) have none, so that
 * a phone's first load carries no use-intl (app/[locale]/(landing)).
 */
export async function AudienceIntl({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = await getMessages({ locale });
  return (
    <NextIntlClientProvider locale={locale} messages={clientMessages(messages)} timeZone={TIME_ZONE}>
      {children}
    </NextIntlClientProvider>
  );
}
