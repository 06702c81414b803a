import { getTranslations } from 'next-intl/server';

/**
 * A detail route reached without its id (typed by hand, or Next's route prefetch of the bare path): a way
 * on instead of a 404, so prefetches stay quiet. Such pages carry noindex (see `missingSelectionMetadata`).
 */
export async function MissingSelection({ back }: { back: string }) {
  const t = await getTranslations('missingSelection');
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center" data-testid="missing-selection">
      <h1 className="font-serif text-2xl">{t('title')}</h1>
      <a href={back} className="bg-brand mt-8 inline-block rounded px-6 py-2 text-white">
        {t('browse')}
      </a>
    </div>
  );
}

export const missingSelectionMetadata = { robots: { index: false, follow: true } };
