import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { findRichText, getVisitIntro } from '@/lib/hall/content';
import { RichText } from '@/components/content/rich-text';
import { VirtualTourLink } from '@/components/layout/virtual-tour-link';
import { TOUR_WORDS } from '@/lib/i18n/layout-words';
import { wordsOf } from '@/lib/i18n/words';
import { ClientNamespaces } from '@/components/ui/client-namespaces';
import { VisitBooking } from './booking/visit-booking';
import { VisitCta } from './visit-cta';
import { VisitFacts } from './visit-facts';
import { richTextCalls } from '@/lib/contract/content-calls';

const KEYS = { 0: 'individual', 1: 'group' } as const;

/** One kind of visit (0 individual, 1 group): its introduction from the hall API, with a fallback line when none is configured. */
export async function VisitText({ type, locale }: { type: 0 | 1; locale: Locale }) {
  const t = await getTranslations('visit');
  const text = type === 0 ? await getVisitIntro(locale) : await findRichText(locale, richTextCalls.visitTeamRule);
  const key = KEYS[type];
  return (
    <section aria-labelledby={`visit-${key}`} data-testid={`visit-${key}`}>
      <h2 id={`visit-${key}`} className="mb-4 font-serif text-2xl font-semibold">
        {t(`${key}.title`)}
      </h2>
      {text ? <RichText html={text} /> : <p className="leading-relaxed">{t(`${key}.fallback`)}</p>}
    </section>
  );
}

/** The individual booking (#book): days, slots and visitors from the hall API, paid on /confirmOrder. */
export async function VisitBookingSection({ locale }: { locale: Locale }) {
  const t = await getTranslations('visit');
  const rules = await getVisitIntro(locale);
  return (
    <section id="book" aria-labelledby="visit-book" className="scroll-mt-24" data-testid="visit-book-section">
      <h2 id="visit-book" className="mb-4 font-serif text-2xl font-semibold">
        {t('booking.title')}
      </h2>
      <ClientNamespaces names={['visit.booking']}>
        <VisitBooking hasRules={!!rules} />
      </ClientNamespaces>
    </section>
  );
}

/**
 * The facts and the booking calls to action, beside the text on wide screens. On phones the aside lets its parts
 * take their own places in the page's column (display: contents): the facts first, the calls to action first for
 * a visitor and after the form for a member (VisitCta). The individual button leads to the booking below (it asks
 * for the login when the visitor books); the group button to /groupApp, where the guard asks a visitor to log in.
 */
export async function VisitAside({ types }: { types: (0 | 1)[] }) {
  const [t, locale] = await Promise.all([getTranslations('visit'), getLocale()]);
  return (
    <aside className="contents lg:sticky lg:top-24 lg:block lg:space-y-4 lg:self-start" aria-label={t('facts.title')}>
      <div className="order-first space-y-4 lg:order-none">
        <VisitFacts />
        <VirtualTourLink variant="button" words={await wordsOf(locale as Locale, 'header', TOUR_WORDS)} />
      </div>
      <VisitCta lead={t(`${KEYS[types[0]]}.ctaLead`)}>
        {types.map((type, i) => {
          const className = `inline-flex min-h-11 w-full items-center justify-center rounded px-6 font-medium ${i === 0 ? 'bg-brand hover:bg-brand-dark text-white' : 'border border-white/40 text-white hover:bg-white/10'}`;
          return type === 1 ? (
            <Link key={type} href="/groupApp" data-testid="visit-book-group" className={className}>
              {t('group.cta')}
            </Link>
          ) : (
            <a key={type} href="#book" data-testid="visit-book-individual" className={className}>
              {t('individual.cta')}
            </a>
          );
        })}
      </VisitCta>
    </aside>
  );
}
