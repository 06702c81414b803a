import type { Tx } from '../client';
import { banners, contentItems, dirs, siteParams } from '../schema';
import { ABOUT } from './data/about';
import { contentImage, type KindSeed } from './data/content-types';
import { NEWS } from './data/news';
import { SEASON } from './data/season';
import { SITE_PARAMS } from './data/site';
import { VENUE } from './data/venue';
import type { SeededPerformance } from './performances';
import { chunks, daysFrom, html } from './util';

export const CONTENT_KINDS: KindSeed[] = [...NEWS, ...ABOUT, ...VENUE, ...SEASON];

/** Every editorial list of content_items, bilingual, with images where the kind shows one. */
export async function seedContent(tx: Tx, now: Date) {
  const rows = CONTENT_KINDS.flatMap(({ kind, image, ordered, items }) =>
    items.map((item, i) => {
      const [summary, enSummary] = item.summary ?? [null, null];
      const body = item.body ?? (item.summary ? { zh: [item.summary[0]], en: [item.summary[1]] } : null);
      return {
        kind,
        title: item.title[0],
        enTitle: item.title[1],
        summary,
        enSummary,
        body: body && html(body.zh),
        enBody: body && html(body.en),
        image: image ? contentImage(kind, i + 1) : null,
        url: item.url ?? null,
        extra: item.extra ?? {},
        sort: ordered ? i + 1 : 0,
        // Items without a date are spread a few days apart, newest first.
        publishedAt: item.date ? new Date(`${item.date}T02:00:00Z`) : daysFrom(now, -(item.daysAgo ?? 10 + 3 * i)),
      };
    }),
  );
  for (const chunk of chunks(rows, 200)) await tx.insert(contentItems).values(chunk);
}

export async function seedSiteParams(tx: Tx) {
  await tx.insert(siteParams).values(SITE_PARAMS);
}

const INDUSTRIES: [string, string][] = [
  ['信息技术', 'Information technology'],
  ['金融', 'Finance'],
  ['教育', 'Education'],
  ['医疗卫生', 'Healthcare'],
  ['文化艺术', 'Culture and arts'],
  ['传媒', 'Media'],
  ['制造业', 'Manufacturing'],
  ['政府机关', 'Government'],
  ['法律', 'Legal services'],
  ['房地产', 'Real estate'],
  ['零售', 'Retail'],
  ['交通物流', 'Transport and logistics'],
  ['科学研究', 'Research'],
  ['学生', 'Student'],
  ['其他', 'Other'],
];

const CERT_TYPES: [string, string][] = [
  ['身份证', 'ID card'],
  ['护照', 'Passport'],
  ['港澳居民来往内地通行证', 'Mainland Travel Permit for Hong Kong and Macau Residents'],
  ['台湾居民来往大陆通行证', 'Mainland Travel Permit for Taiwan Residents'],
  ['外国人永久居留身份证', 'Foreign Permanent Resident ID Card'],
];

/** Dictionaries of /api/dir; returns the industry ids in order. */
export async function seedDirs(tx: Tx): Promise<number[]> {
  const rows = await tx
    .insert(dirs)
    .values([
      ...INDUSTRIES.map(([name, enName], sort) => ({ dirType: 'INDUSTRY', name, enName, sort })),
      ...CERT_TYPES.map(([name, enName], sort) => ({ dirType: 'CERT_TYPE', name, enName, sort })),
    ])
    .returning({ id: dirs.id, dirType: dirs.dirType });
  return rows.filter((r) => r.dirType === 'INDUSTRY').map((r) => r.id);
}

/** Keys of the performances the home carousel shows, in order. */
export const BANNER_KEYS = ['opening-gala', 'mahler-5', 'chinese-orchestra', 'film-music', 'four-seasons'];

export async function seedBanners(tx: Tx, perfs: SeededPerformance[]) {
  await tx.insert(banners).values(
    BANNER_KEYS.map((key, i) => {
      const p = perfs.find((x) => x.key === key)!;
      return {
        title: p.title[0],
        enTitle: p.title[1],
        image: `/art/banner-${i + 1}.svg`,
        mobileImage: `/art/banner-${i + 1}-m.svg`,
        link: `/showDetails?id=${p.id}&activeType=${p.category}`,
        sort: i,
      };
    }),
  );
}
