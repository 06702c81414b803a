import { getTranslations } from 'next-intl/server';
import type { WelfareProgramme, WelfareRound } from '@/lib/contract/welfare';
import { PageBanner } from '@/components/content/page-banner';
import { RichText } from '@/components/content/rich-text';
import { ClientNamespaces } from '@/components/ui/client-namespaces';
import { SectionHeading } from '@/components/ui/section-heading';
import { FeatureGuard } from '@/components/layout/feature-guard';
import { RoundCard } from './round-card';

/** The programme: its rounds (each with applying, the member's own state and the published draw), then its rules. */
export async function WelfarePage({ programme, rounds }: { programme: WelfareProgramme; rounds: WelfareRound[] }) {
  const t = await getTranslations('welfare');
  return (
    <>
      <FeatureGuard feature="welfare" />
      <PageBanner kicker={t('kicker')} title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-8 md:py-12">
        <section aria-labelledby="welfare-rounds-heading" data-testid="welfare-rounds">
          <SectionHeading id="welfare-rounds-heading" title={t('rounds')} />
          {rounds.length === 0 ? (
            <p className="text-muted py-12 text-center" data-testid="welfare-empty">
              {t('empty')}
            </p>
          ) : (
            <ClientNamespaces names={['welfare']}>
              <ul className="space-y-6">
                {rounds.map((round) => (
                  <RoundCard key={round.id} round={round} />
                ))}
              </ul>
            </ClientNamespaces>
          )}
        </section>
        <section aria-labelledby="welfare-rules-heading" className="max-w-3xl" data-testid="welfare-rules">
          <SectionHeading id="welfare-rules-heading" title={t('rules')} />
          <RichText html={programme.rules} />
        </section>
      </div>
    </>
  );
}
