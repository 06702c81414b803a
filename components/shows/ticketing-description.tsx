import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { findRichText } from '@/lib/hall/content';
import { RichText } from '@/components/content/rich-text';
import { richTextCalls } from '@/lib/contract/content-calls';

/** The hall's own ticketing description (§7 /api/ticketing_description/detail), folded under a performance's notes. */
export async function TicketingDescription({ locale }: { locale: Locale }) {
  const html = await findRichText(locale, richTextCalls.ticketingDescription);
  if (!html) return null;
  const t = await getTranslations({ locale, namespace: 'detail' });
  return (
    <details className="mt-3 rounded bg-white p-4 text-sm" data-testid="ticketing-description">
      <summary className="cursor-pointer font-medium">{t('ticketingDescription')}</summary>
      <RichText html={html} className="mt-3" />
    </details>
  );
}
