import type { Locale } from '@/lib/i18n/locales';
import { PROJECT_STEPS } from '@/lib/contract/project-steps';
import { CLASSES_PATTERN, SEATS_PATTERN } from '@/lib/contract/ticket-choice';

/**
 * The spec's public routes (§2) and how each maps onto the internal, cacheable path that proxy.ts rewrites
 * to: `/showDetails?id=12&_t=…` with language en-US is rendered as `/en-US/showDetails/id=12`. Only the
 * query keys listed here, with values matching their pattern, reach the page, so `_t` and junk never
 * multiply the cache. Which pages exist in which language is in lib/route-languages.ts.
 */
type QueryKey = { pattern: RegExp; fallback?: string };
/**
 * `personal` pages (member centre, enterprise, login callbacks) are rendered per request and never cached, so
 * they get the visitor's whole query instead of a cache segment.
 */
type RouteDef = { query?: Record<string, QueryKey>; personal?: true };

const int = /^[1-9]\d{0,8}$/;
const page: QueryKey = { pattern: int, fallback: '1' };

export const ROUTES: Record<string, RouteDef> = {
  '/': {},
  '/showByTickets': {
    query: {
      activeType: { pattern: /^[01]$/, fallback: '0' },
      time: { pattern: /^(all|week|month|next_month)$/, fallback: 'all' },
      hall: { pattern: int },
      genre: { pattern: int },
      projectIds: { pattern: /^\d{1,9}(,\d{1,9}){0,49}$/ },
      page,
    },
  },
  '/showDetails': { query: { id: { pattern: int } } },
  // `roomPass` is set by proxy.ts alone, from the visitor's waiting-room cookie (lib/bff/room-pages.ts).
  '/chooseSeat': { query: { id: { pattern: int }, sessionId: { pattern: int }, roomPass: { pattern: /^1$/ } } },
  // Ours: a session's waiting room for an on-sale (both languages; cached per session, the place is read live).
  '/waitingRoom': { query: { sessionId: { pattern: int } } },
  '/music': {
    query: {
      activeType: { pattern: /^2$/, fallback: '2' },
      time: { pattern: /^(all|week|month|next_month)$/, fallback: 'all' },
      hall: { pattern: int },
      genre: { pattern: int },
      page,
    },
  },
  // The full-month calendar (§2 lists it with the member's pages; it is public and cached like the lists).
  '/CalendarDiv': { query: { month: { pattern: /^\d{4}-(0[1-9]|1[0-2])$/ } } },
  '/news': { query: { page } },
  '/materialVideo': { query: { page } },
  '/newsDw': { query: { page } },
  '/newsDes': { query: { id: { pattern: int }, index: { pattern: /^[012]$/, fallback: '0' } } },
  '/aboutUs': { query: { activeIdx: { pattern: /^[0-5]$/, fallback: '4' } } },
  // A message to the hall (§1 feedback; the spec names no route), both languages.
  '/feedback': {},
  // The activity review and the annual reports (§1; the spec names no routes), both languages.
  '/activityReview': { query: { page } },
  '/annualReport': {},
  '/artEducation': {},
  '/artEducationDes': { query: { param: { pattern: int } } },
  '/artEducationDes2': { query: { param: { pattern: int }, type: { pattern: /^\d$/ }, category: { pattern: /^[1-9]$/ } } },
  '/visit': {},
  '/enVisit': { query: { activeType: { pattern: /^[01]$/, fallback: '0' } } },
  '/fieldInfo': {},
  '/enFieldInfo': {},
  // The member centre…
  ...personal(['/userCenter', '/accountSettings', '/alertPhone', '/userBenefits', '/userNotice', '/userPointLog', '/userStationLetter']),
  // …the venue-rental pages, the project steps choosing a project by `id`…
  ...personal(['/siteRegister', '/siteModify', '/steModify', '/myCompany', '/companyInformation']),
  ...personal(
    PROJECT_STEPS.map((step) => step.path),
    { id: { pattern: int } },
  ),
  // Buying, paying and the member's orders and coupons.
  ...personal(['/cart', '/getCode']),
  ...personal(['/settlementOrder'], {
    sessionId: { pattern: int },
    seats: { pattern: SEATS_PATTERN },
    classes: { pattern: CLASSES_PATTERN },
    cartItemIds: { pattern: /^\d{1,9}(,\d{1,9}){0,49}$/ },
    offerId: { pattern: int },
  }),
  ...personal(['/confirmOrder', '/paySuccess'], { orderId: { pattern: int } }),
  ...personal(['/myOrder', '/myOrderWaitPay', '/myOrderIssued', '/myOrderComplete', '/performingOrder'], {
    page,
    type: { pattern: /^(performance|package|visit|mall)$/ },
    orderId: { pattern: int },
  }),
  ...personal(['/coupon'], { status: { pattern: /^(unused|used|expired)$/, fallback: 'unused' }, page }),
  // The group visit intention's form and the member's visit orders (both languages, like /visit and /enVisit).
  ...personal(['/groupApp', '/reservationOrder']),
  // The points shop (Chinese only): its tabs and goods are public and cached, its orders personal.
  '/pointsShop': { query: { type: { pattern: /^[01]$/, fallback: '0' }, page } },
  '/pointsShopDetail': { query: { id: { pattern: int } } },
  ...personal(['/pointsPaySuccess', '/pointsShopPaySuccess'], { orderId: { pattern: int } }),
  ...personal(['/integralOrder'], { page, orderId: { pattern: int } }),
  // The package card (public and cached, while the package feature is open), its orders and the member's cards.
  '/falaCardDetail': { query: { activeType: { pattern: /^3$/, fallback: '3' }, id: { pattern: int } } },
  ...personal(['/falaOrder'], { cardId: { pattern: int }, page }),
  ...personal(['/cardCase']),
  // Ours: the member's places in line for sold-out tickets and their offers (`id`: the one a letter links to).
  ...personal(['/waitingList'], { id: { pattern: int } }),
  // Public-welfare tickets (Chinese only, while open): the rounds and the member's own applications, per request.
  ...personal(['/commonweal_ticket'], { activeType: { pattern: /^4$/, fallback: '4' }, roundId: { pattern: int } }),
  // The coupon activities are public: anyone may read them, collecting asks for the login.
  '/couponActivity': {},
  '/activityDetail': { query: { id: { pattern: int } } },
  // …and the social login callbacks, which read `code` and `state`.
  ...personal(['/vxLogin', '/publicWxLogin', '/getPublicCode']),
};

/**
 * The folder under app/[locale] that renders each spec URL, named in the project's words (the route groups
 * `(visitors)`, `(members)` and `(renters)` are not part of it): the browser keeps the spec's URL, proxy.ts rewrites
 * it here. Two spellings of one page (§2's /steModify and /siteModify) share a folder.
 */
export const FOLDERS: Record<string, string> = {
  // (visitors): what anyone may read, most of it cached per language.
  '/': '',
  '/showByTickets': 'performances/list',
  '/showDetails': 'performances/detail',
  '/chooseSeat': 'performances/seats',
  '/waitingRoom': 'performances/waiting-room',
  '/music': 'performances/music-season',
  '/CalendarDiv': 'performances/calendar',
  '/news': 'news/reports',
  '/materialVideo': 'news/videos',
  '/newsDw': 'news/announcements',
  '/newsDes': 'news/article',
  '/aboutUs': 'about/hall',
  '/feedback': 'feedback',
  '/activityReview': 'about/activity-review',
  '/annualReport': 'about/annual-reports',
  '/artEducation': 'education/brands',
  '/artEducationDes': 'education/brand',
  '/artEducationDes2': 'education/brand-page',
  '/visit': 'visits/guide',
  '/enVisit': 'visits/guide-en',
  '/fieldInfo': 'venue-rental/introduction',
  '/enFieldInfo': 'venue-rental/introduction-en',
  '/pointsShop': 'points-shop/list',
  '/pointsShopDetail': 'points-shop/detail',
  '/falaCardDetail': 'package-cards/card',
  '/couponActivity': 'coupons/activities',
  '/activityDetail': 'coupons/activity',
  // (members): a member's own pages, buying and paying, and the login callbacks; rendered per request.
  '/userCenter': 'member-centre/home',
  '/accountSettings': 'member-centre/settings',
  '/alertPhone': 'member-centre/phone',
  '/userBenefits': 'member-centre/benefits',
  '/userNotice': 'member-centre/notice',
  '/userPointLog': 'member-centre/points-log',
  '/userStationLetter': 'member-centre/station-letters',
  '/getCode': 'coupons/collect',
  '/coupon': 'coupons/mine',
  '/cart': 'buying/cart',
  '/settlementOrder': 'buying/settlement',
  '/confirmOrder': 'buying/payment',
  '/paySuccess': 'buying/paid',
  '/myOrder': 'orders/all',
  '/myOrderWaitPay': 'orders/unpaid',
  '/myOrderIssued': 'orders/issued',
  '/myOrderComplete': 'orders/complete',
  '/performingOrder': 'orders/performing',
  '/groupApp': 'visits/group-intention',
  '/reservationOrder': 'visits/bookings',
  '/pointsPaySuccess': 'points-shop/paid',
  '/integralOrder': 'points-shop/orders',
  '/falaOrder': 'package-cards/orders',
  '/cardCase': 'package-cards/mine',
  '/waitingList': 'waiting-list',
  '/commonweal_ticket': 'welfare/rounds',
  '/vxLogin': 'sign-in/wechat',
  '/publicWxLogin': 'sign-in/wechat-official',
  '/getPublicCode': 'sign-in/wechat-official-code',
  '/pointsShopPaySuccess': 'points-shop/paid',
  // (renters): the venue-rental account and its project's nine steps (one page, the step in its path).
  '/siteRegister': 'enterprise/register',
  '/siteModify': 'enterprise/modify',
  '/myCompany': 'enterprise/company',
  '/steModify': 'enterprise/modify',
  '/companyInformation': 'enterprise/company',
  ...Object.fromEntries(PROJECT_STEPS.map((step) => [step.path, `enterprise/projects/${step.process}`])),
};

function personal(paths: string[], query?: RouteDef['query']): Record<string, RouteDef> {
  return Object.fromEntries(paths.map((path) => [path, { personal: true, query }]));
}

/** The internal path of a public URL, or null when the path is not a page of the spec. */
export function internalPath(pathname: string, search: URLSearchParams, locale: Locale): string | null {
  const def = ROUTES[pathname];
  if (!def) return null;
  const folder = FOLDERS[pathname];
  const base = folder ? `/${locale}/${folder}` : `/${locale}`;
  if (def.personal) {
    // A personal page that names its query keys gets only those; the login callbacks get all of it.
    const query = def.query ? keptQuery(def.query, search) : search;
    return query.size ? `${base}?${query}` : base;
  }
  if (!def.query) return base;
  return `${base}/${encodeURIComponent(keptQuery(def.query, search).toString() || '_')}`;
}

function keptQuery(keys: Record<string, QueryKey>, search: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  for (const [key, { pattern, fallback }] of Object.entries(keys)) {
    const value = search.get(key);
    if (value !== null && pattern.test(value)) kept.set(key, value);
    else if (fallback !== undefined) kept.set(key, fallback);
  }
  return kept;
}

/** Reads the query a page was rendered for from its `[query]` segment. */
export function readQuery(segment: string): URLSearchParams {
  const decoded = decodeURIComponent(segment);
  return new URLSearchParams(decoded === '_' ? '' : decoded);
}
