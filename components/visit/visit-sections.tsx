import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { findRichText, getVisitIntro } from '@/lib/hall/content';
import { RichText } from '@/components/content/rich-text';
import { OpenLoginButton } from '@/components/ui/open-login-button';
import { VisitFacts } from './visit-facts';

/**
 * One kind of visit (0 individual, 1 group): its introduction from the hall API, the facts, and the booking
 * call to action. Booking needs a personal account, so until the booking forms exist the button opens the
 * login overlay.
 */
export async function VisitSection({ type, locale }: { type: 0 | 1; locale: Locale }) {
  const t = await getTranslations('visit');
  const text = type === 0 ? await getVisitIntro(locale) : await findRichText(locale, '/api/reservation_rule/team');
  const key = type === 0 ? 'individual' : 'group';
  return (
    <section aria-labelledby={`visit-${key}`} className="grid gap-6 lg:grid-cols-[1fr_360px] lg:gap-10" data-testid={`visit-${key}`}>
      <div className="min-w-0">
        <h2 id={`visit-${key}`} className="mb-4 font-serif text-2xl font-semibold">
          {t(`${key}.title`)}
        </h2>
        {text ? <RichText html={text} /> : <p className="leading-relaxed">{t(`${key}.fallback`)}</p>}
      </div>
      <div className="space-y-4">
        <VisitFacts />
        <div className="rounded bg-ink p-5 text-white">
          <p className="text-sm text-white/75">{t(`${key}.ctaLead`)}</p>
          <OpenLoginButton
            label={t(`${key}.cta`)}
            testId={`visit-book-${key}`}
            className="mt-3 inline-flex min-h-11 w-full items-center justify-center rounded bg-brand px-6 font-medium text-white hover:bg-brand-dark"
          />
        </div>
      </div>
    </section>
  );
}
