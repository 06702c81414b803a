/** Public URLs of the spec's routes, built in one place. */
export const showDetailsHref = (p: { id: number; category: number }) => `/showDetails?id=${p.id}&activeType=${p.category}`;
/** A session's seat map (§2 /chooseSeat). */
export const chooseSeatHref = (performanceId: number, sessionId: number) => `/chooseSeat?id=${performanceId}&sessionId=${sessionId}`;
export const showListHref = (activeType: 0 | 1, filters: Record<string, string | number | undefined> = {}) => {
  const q = new URLSearchParams({ activeType: String(activeType) });
  for (const [k, v] of Object.entries(filters)) if (v !== undefined && v !== '' && v !== 'all') q.set(k, String(v));
  return `/showByTickets?${q}`;
};
/** §2 /music?activeType=2: the music season, its concerts filtered like /showByTickets. */
export const musicHref = (filters: Record<string, string | number | undefined> = {}) => {
  const q = new URLSearchParams({ activeType: '2' });
  for (const [k, v] of Object.entries(filters))
    if (v !== undefined && v !== '' && v !== 'all' && !(k === 'page' && v === 1)) q.set(k, String(v));
  return `/music?${q}`;
};
/** The full-month calendar (§2 /CalendarDiv); without a month, the current one. */
export const calendarHref = (month?: string) => (month ? `/CalendarDiv?month=${month}` : '/CalendarDiv');
/** §1 activity review (a route of ours): the hall's past activities, page by page. */
export const activityReviewHref = (page = 1) => (page > 1 ? `/activityReview?page=${page}` : '/activityReview');
export const newsDetailHref = (id: number, index: 0 | 1 | 2) => `/newsDes?id=${id}&index=${index}`;
const NEWS_PATHS = ['/news', '/materialVideo', '/newsDw'] as const;
export const newsListHref = (index: 0 | 1 | 2, page = 1) => (page > 1 ? `${NEWS_PATHS[index]}?page=${page}` : NEWS_PATHS[index]);
export const aboutHref = (activeIdx: number) => `/aboutUs?activeIdx=${activeIdx}`;
/**
 * §2: education brands of category 0 open /artEducationDes (the first page, `param` alone), the others
 * /artEducationDes2 with their `type` and `category`, which that page uses for the brands beside this one.
 */
export const educationHref = (brand: { id: number; type: number; category: number }) =>
  brand.category === 0
    ? `/artEducationDes?param=${brand.id}`
    : `/artEducationDes2?param=${brand.id}&type=${brand.type}&category=${brand.category}`;
/**
 * §4 Coupon action: "Use now" lists the performances a coupon is for (every one when it names none); a package
 * card's "use" lists those it pays. The ids are joined with bare commas, as the spec writes them, not
 * percent-encoded by URLSearchParams.
 */
export const couponUseHref = (projectIds: number[], activeType: 0 | 1 = 0) =>
  `/showByTickets?activeType=${activeType}${projectIds.length ? `&projectIds=${projectIds.join(',')}` : ''}`;
export const couponActivityHref = (codePromotionId: number) => `/activityDetail?id=${codePromotionId}`;

/** A points-shop goods' page. */
export const goodsHref = (id: number) => `/pointsShopDetail?id=${id}`;
