import type { Locale } from './locales';
import { wordsOf, type Words } from './words';

/**
 * The words of the layout's first-load client components (header buttons, footer brands, the session's effects),
 * translated on the server: those components take them as props, so no page loads use-intl for them. What they open
 * later (overlays, menus, forms) brings next-intl's provider with it (lazyPart).
 */
/** The virtual tour's entry (VirtualTourLink), in the header and on the about and visit pages. */
export const TOUR_WORDS = ['virtualTour', 'virtualTourNewPage', 'opensNewPage'] as const;
export type TourWords = Words<(typeof TOUR_WORDS)[number]>;

/** The search's button (SearchPanel), in the header and as the home page's search box. */
export const SEARCH_WORDS = ['open', 'placeholder', 'title', 'close'] as const;

export async function layoutWords(locale: Locale) {
  const [header, search, calendar, language, login, errors] = await Promise.all([
    wordsOf(locale, 'header', ['menu', 'cart', 'login', 'education', ...TOUR_WORDS]),
    wordsOf(locale, 'search', SEARCH_WORDS),
    wordsOf(locale, 'calendar', ['open', 'title', 'close']),
    wordsOf(locale, 'language', ['other', 'switchTo']),
    wordsOf(locale, 'login', ['authorising', 'wechatModal', 'wechatTitle', 'close', 'ok']),
    wordsOf(locale, 'errors', ['authFailed', 'personalOnly', 'enterpriseOnly']),
  ]);
  return { header, search, calendar, language, login, errors };
}

export type LayoutWords = Awaited<ReturnType<typeof layoutWords>>;
