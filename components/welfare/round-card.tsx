import { getTranslations } from 'next-intl/server';
import type { WelfareRound } from '@/lib/contract/welfare';
import { formatDayTime, formatYuan } from '@/lib/format';
import { showDetailsHref } from '@/lib/links';
import { DrawRecord } from './draw-record';
import { RoundActions } from './round-actions';

/** One round: the session, its price and places, where it stands, the member's part in it and the published draw. */
export async function RoundCard({ round }: { round: WelfareRound }) {
  const t = await getTranslations('welfare');
  const phase =
    round.phase === 'upcoming'
      ? t('phase.upcoming', { at: formatDayTime(round.applyFrom) })
      : round.phase === 'applying'
        ? t('phase.applying', { at: formatDayTime(round.applyTo) })
        : round.phase === 'drawing'
          ? t('phase.drawing')
          : round.phase === 'drawn'
            ? round.placesLeft > 0
              ? t('phase.drawnLeft', { count: round.placesLeft })
              : t('phase.drawnFull')
            : t('phase.over');
  const facts: [string, string][] = [
    ['session', formatDayTime(round.startTime)],
    ['place', round.place],
    ['price', formatYuan(round.priceFen)],
    ['tickets', t('facts.ticketsValue', { count: round.tickets })],
    ['window', `${formatDayTime(round.applyFrom)} – ${formatDayTime(round.applyTo)}`],
    ['payHours', t('facts.payHoursValue', { count: round.payHours })],
    ['applications', t('facts.applicationsValue', { count: round.applications })],
  ];
  return (
    <li className="rounded bg-white p-4 shadow-sm md:p-6" data-testid={`welfare-round-${round.id}`}>
      <div className="grid gap-5 md:grid-cols-[160px_minmax(0,1fr)]">
        <img src={round.poster} alt="" width={160} height={213} className="hidden aspect-[3/4] w-40 rounded object-cover md:block" />
        <div className="min-w-0">
          <p className="text-gold text-sm font-medium" data-testid="welfare-phase">
            {phase}
          </p>
          <h3 className="mt-1 font-serif text-xl font-semibold">
            <a href={showDetailsHref({ id: round.performanceId, category: round.category })} className="hover:text-brand">
              {round.title}
            </a>
          </h3>
          <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
            {facts.map(([key, value]) => (
              <div key={key} className="contents" data-testid={`welfare-fact-${key}`}>
                <dt className="text-muted">{t(`facts.${key}`)}</dt>
                <dd className="tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <RoundActions round={{ id: round.id, phase: round.phase, applyTo: round.applyTo, placesLeft: round.placesLeft }} />
          <DrawRecord round={{ id: round.id, seedHash: round.seedHash, drawn: !!round.drawnAt }} />
        </div>
      </div>
    </li>
  );
}
