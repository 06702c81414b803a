import { getTranslations } from 'next-intl/server';
import { newsListHref } from '@/lib/links';
import { LinkTabs } from '@/components/ui/link-tabs';

export const NEWS_TAB_KEYS = ['media', 'video', 'announcements'] as const;

/** §2: the news area's three tabs (media reports, video highlights, announcements), each its own route. */
export async function NewsTabs({ index }: { index: 0 | 1 | 2 }) {
  const t = await getTranslations('news');
  return (
    <LinkTabs
      label={t('tabsLabel')}
      tabs={NEWS_TAB_KEYS.map((key, i) => ({
        href: newsListHref(i as 0 | 1 | 2),
        label: t(`tabs.${key}`),
        active: i === index,
        testId: `news-tab-${i}`,
      }))}
    />
  );
}
