import 'server-only';
import { listAllContent, NEWS_LISTS } from '@/lib/hall/content';
import { listAllProjects } from '@/lib/hall/performance';
import { newsDetailHref, showDetailsHref } from '@/lib/links';
import { lastmodOf, pageUrls } from './page-urls';
import type { SitemapUrl } from './xml';

const STATIC_PATHS = [
  '/',
  '/showByTickets?activeType=0',
  '/showByTickets?activeType=1',
  '/music',
  '/couponActivity',
  '/CalendarDiv',
  '/news',
  '/materialVideo',
  '/newsDw',
  '/artEducation',
  '/aboutUs?activeIdx=4',
  '/activityReview',
  '/annualReport',
  '/visit',
  '/fieldInfo',
];

/** Every public page, performance and news detail, in each language it is offered in (the hall's lists are cached for an hour). */
export async function sitemapUrls(): Promise<SitemapUrl[]> {
  const [projects, media, videos, announcements] = await Promise.all([
    listAllProjects('zh-CN'),
    listAllContent('zh-CN', NEWS_LISTS[0]),
    listAllContent('zh-CN', NEWS_LISTS[1]),
    listAllContent('zh-CN', NEWS_LISTS[2]),
  ]);
  return [
    ...STATIC_PATHS.flatMap((path) => pageUrls(path)),
    ...projects.flatMap((p) => pageUrls(showDetailsHref(p))),
    ...media.flatMap((n) => pageUrls(newsDetailHref(n.id, 0), lastmodOf(n.publishedAt))),
    ...videos.flatMap((n) => pageUrls(newsDetailHref(n.id, 1), lastmodOf(n.publishedAt))),
    ...announcements.flatMap((n) => pageUrls(newsDetailHref(n.id, 2), lastmodOf(n.publishedAt))),
  ];
}
