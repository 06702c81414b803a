import { getTranslations } from 'next-intl/server';
import type { WelfareProgramme, WelfareRound } from '@/lib/contract/welfare';
import { PageBanner } from '@/components/content/page-banner';
import { RichText } from '@/components/content/rich-text';
import { ClientNamespaces } from '@/components/ui/client-namespaces';
import { SectionHeading } from '@/components/ui/section-heading';
import { FeatureGuard } from '@/components/layout/feature-guard';
import { RoundCard } from './round-card';

/**
 * The programme: its rounds (each with applying, the member's own state and the published draw), then its rules,
 * and apart from them how the draw is made fair.
 */
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
            <ClientNamespaces names={['welfare', 'member.buyers', 'member.loadFailed', 'member.save', 'member.saving', 'member.cancel']}>
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
        {/* How the draw is kept fair is for whoever wants to check it, not what every applicant must read first. */}
        <details className="border-line -mt-6 max-w-3xl rounded border bg-white p-4 text-sm" data-testid="welfare-fairness">
          <summary className="text-brand cursor-pointer font-medium">{t('fairness.title')}</summary>
          <ol className="text-muted mt-3 list-decimal space-y-2 pl-5">
            <li>{t('fairness.seed')}</li>
            <li>{t('fairness.order')}</li>
            <li>{t('fairness.check')}</li>
          </ol>
        </details>
      </div>
    </>
  );
}
