import type { Pair } from '../util';

/** One content item; the body defaults to the summary. */
export type ContentSeed = {
  title: Pair;
  summary?: Pair;
  body?: { zh: string[]; en: string[] };
  url?: string;
  extra?: Record<string, unknown>;
  /** Published this many days before the seed run … */
  daysAgo?: number;
  /** … or on this fixed date (yyyy-MM-dd), for items of a known year. */
  date?: string;
};

/**
 * A content kind: its items, whether each has an image /art/<kind>-<n>.svg, and whether the list keeps the
 * editorial order given here (sort 1, 2, 3 …) rather than newest first.
 */
export type KindSeed = { kind: string; image: boolean; ordered?: boolean; items: ContentSeed[] };

export const contentImage = (kind: string, n: number) => `/art/${kind.replace(/_/g, '-')}-${n}.svg`;
