/** Public URLs of the spec's routes, built in one place. */
export const showDetailsHref = (p: { id: number; category: number }) => `/showDetails?id=${p.id}&activeType=${p.category}`;
export const showListHref = (activeType: 0 | 1, filters: Record<string, string | number | undefined> = {}) => {
  const q = new URLSearchParams({ activeType: String(activeType) });
  for (const [k, v] of Object.entries(filters)) if (v !== undefined && v !== '' && v !== 'all') q.set(k, String(v));
  return `/showByTickets?${q}`;
};
export const newsDetailHref = (id: number, index: 0 | 1 | 2) => `/newsDes?id=${id}&index=${index}`;
