import type { PerformanceDetail } from '@/lib/contract/performance';
import { localized, type Locale } from '@/lib/i18n/locales';
import { showDetailsHref } from '@/lib/links';
import { siteUrl, textOf } from '@/lib/seo';

const availability = {
  on_sale: 'InStock',
  coming_soon: 'PreOrder',
  sold_out: 'SoldOut',
  off_sale: 'Discontinued',
  cancelled: 'Discontinued',
} as const;

/** schema.org Event for a performance page, one per upcoming session; `<` is escaped so it cannot close the script. */
export function eventJsonLd(project: PerformanceDetail, locale: Locale): string {
  const url = new URL(showDetailsHref(project), siteUrl()).toString();
  const events = project.sessions.map((s) => ({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: localized(project, 'mainTitle', locale),
    description: textOf(localized(project, 'intro', locale), 300),
    startDate: s.startTime,
    endDate: s.endTime,
    eventStatus: `https://schema.org/${s.saleStatus === 'cancelled' ? 'EventCancelled' : 'EventScheduled'}`,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    image: [new URL(project.poster, siteUrl()).toString()],
    location: {
      '@type': 'Place',
      name: localized(project.hall, 'name', locale),
      address: { '@type': 'PostalAddress', addressCountry: 'CN' },
    },
    organizer: { '@type': 'Organization', name: localized(project, 'organizer', locale) || localized(project.hall, 'name', locale) },
    performer: project.artists.map((a) => ({ '@type': 'PerformingGroup', name: locale === 'en-US' ? a.enName : a.name })),
    offers: s.ticketClasses
      .filter((c) => !c.pointOnly)
      .map((c) => ({
        '@type': 'Offer',
        name: locale === 'en-US' ? c.enName : c.name,
        price: (c.priceFen / 100).toFixed(2),
        priceCurrency: 'CNY',
        availability: `https://schema.org/${c.available > 0 ? availability[s.saleStatus] : 'SoldOut'}`,
        validFrom: project.saleStartAt,
        url,
      })),
  }));
  return JSON.stringify(events).replace(/</g, '\\u003c');
}
