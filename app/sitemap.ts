import type { MetadataRoute } from 'next';
import { listAllContent, NEWS_LISTS } from '@/lib/hall/content';
import { listAllProjects } from '@/lib/hall/project';
import { newsDetailHref, showDetailsHref } from '@/lib/links';
import { siteUrl } from '@/lib/seo';

// Rendered on request (the hall API is not up during `next build`); the hall answers are cached for an hour.
export const dynamic = 'force-dynamic';

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

/** Every public page, performance and news detail, each with its English alternate. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl();
  const entry = (path: string, lastModified?: string): MetadataRoute.Sitemap[number] => {
    const url = new URL(path, base);
    const en = new URL(path, base);
    en.searchParams.set('lang', 'en-US');
    if (url.pathname === '/visit') en.pathname = '/enVisit';
    if (url.pathname === '/fieldInfo') en.pathname = '/enFieldInfo';
    return { url: url.toString(), lastModified, alternates: { languages: { 'zh-CN': url.toString(), 'en-US': en.toString() } } };
  };
  const [projects, media, videos, announcements] = await Promise.all([
    listAllProjects('zh-CN'),
    listAllContent('zh-CN', NEWS_LISTS[0]),
    listAllContent('zh-CN', NEWS_LISTS[1]),
    listAllContent('zh-CN', NEWS_LISTS[2]),
  ]);
  return [
    ...STATIC_PATHS.map((p) => entry(p)),
    ...projects.map((p) => entry(showDetailsHref(p))),
    ...media.map((n) => entry(newsDetailHref(n.id, 0), n.publishedAt)),
    ...videos.map((n) => entry(newsDetailHref(n.id, 1), n.publishedAt)),
    ...announcements.map((n) => entry(newsDetailHref(n.id, 2), n.publishedAt)),
  ];
}
