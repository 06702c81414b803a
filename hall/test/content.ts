// What a content editor fills in for a news item and a banner.
import type { BannerPayload, ContentPayload } from '@/lib/contract/content-editing';

export const contentInput = (overrides: Partial<ContentPayload> = {}): ContentPayload => ({
  kind: 'media',
  title: '乐团冬季巡演归来',
  enTitle: 'The orchestra is back from its winter tour',
  summary: '五座城市，八场音乐会。',
  enSummary: 'Five cities, eight concerts.',
  body: '<p>五座城市，八场音乐会。</p>',
  enBody: '<p>Five cities, eight concerts.</p>',
  image: '/art/media-1.svg',
  url: '',
  publishedAt: new Date().toISOString(),
  sort: 0,
  visible: false,
  ...overrides,
});

export const bannerInput: BannerPayload = {
  title: '新年音乐会',
  enTitle: 'New Year’s Concert',
  image: '/art/banner-1.svg',
  mobileImage: '',
  link: '/showByTickets?activeType=0',
  sort: 0,
  visible: true,
};
