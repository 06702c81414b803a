import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { packageCardCalls as calls } from '@/lib/contract/package';
import { hallRead, hallReadOrThrow, TAGS } from './client';

// The package-open flag is a site parameter the console switches: it is told to the site with the site's tag.
const tags = [TAGS.site];

/**
 * §3's package-open flag; a hall API that cannot say counts as closed, so no entry leads to a page that fails.
 * `fresh`: asked anew, for pages rendered per request (force-dynamic) that must not act on a cached answer from
 * before the switch was flipped; the cached pages are told by their tag.
 */
export const packagesOpen = (locale: Locale, { fresh = false }: { fresh?: boolean } = {}) =>
  hallReadOrThrow(calls.isOpen, {}, { locale, revalidate: fresh ? 0 : 60, tags })
    .then((r) => r.open)
    .catch(() => false);

/** The card on sale now (or the one named); null when there is none. */
export const getPackageCard = (locale: Locale, id?: number) =>
  hallRead(
    calls.detail,
    { query: { id } },
    {
      locale,
      revalidate: 60,
      tags: [...tags, TAGS.projects, TAGS.packages],
    },
  );
