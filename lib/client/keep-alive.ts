/** §2: these pages are kept alive: coming back to them restores their list, filters and scroll position. */
export const KEPT_ALIVE = ['/', '/news', '/showByTickets', '/pointsShop'];

function key(pathname: string) {
  const query = new URLSearchParams(window.location.search);
  query.delete('_t');
  return `scroll:${pathname}?${query}`;
}
let poppedBack = false;
if (typeof window !== 'undefined') window.addEventListener('popstate', () => (poppedBack = true));

/** Filters live in the URL, so the router restores them; the scroll offset is kept per URL here. */
export function rememberScroll(pathname: string) {
  if (!KEPT_ALIVE.includes(pathname)) return undefined;
  const k = key(pathname);
  const save = () => sessionStorage.setItem(k, String(window.scrollY));
  window.addEventListener('scroll', save, { passive: true });
  return () => window.removeEventListener('scroll', save);
}

export function restoreScroll(pathname: string) {
  const back = poppedBack;
  poppedBack = false;
  if (!KEPT_ALIVE.includes(pathname)) return;
  const saved = Number(sessionStorage.getItem(key(pathname)));
  if (back && saved > 0) requestAnimationFrame(() => window.scrollTo(0, saved));
}
