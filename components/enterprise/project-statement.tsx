'use client';

import { useTranslations } from 'next-intl';
import type { StatementView } from '@/lib/contract/rental-settlement';
import { formatDayTime, formatYuanGrouped } from '@/lib/format';

/** What is taken off reads as a minus before the sum. */
const signed = (fen: number) => (fen < 0 ? `− ${formatYuanGrouped(-fen)}` : formatYuanGrouped(Math.abs(fen)));

/**
 * The settlement statement line by line, its balance either way, who confirmed it, and its PDF (`pdfHref`); the
 * renter reads "you", the rental staff "the renter".
 */
export function ProjectStatement({
  statement,
  pdfHref,
  viewer = 'renter',
}: {
  statement: StatementView | null;
  pdfHref: string;
  viewer?: 'renter' | 'staff';
}) {
  const t = useTranslations('enterprise.projects.statement');
  /** A line whose words depend on who reads it. */
  const whose = (key: 'dueToRenter' | 'balanceOwed' | 'balanceDue') => t(viewer === 'staff' ? `staffView.${key}` : key);
  if (!statement) return <p className="text-muted mt-3">{t('empty')}</p>;
  const s = statement;
  // The lines that add up to the balance; the takings and the hall's share explain the one due to the renter.
  const lines: [string, number][] = [
    [t('rent'), s.rentFen],
    ...s.extras.map((e): [string, number] => [t('extra', { name: e.name }), e.amountFen]),
    [t('paid'), -s.paidFen],
    [whose('dueToRenter'), -s.dueToRenterFen],
  ];
  const balance = s.balanceFen > 0 ? 'balanceOwed' : s.balanceFen < 0 ? 'balanceDue' : 'balanceZero';
  return (
    <section className="mt-4" data-testid="project-statement">
      <p className="text-muted text-sm">{t('issuedAt', { at: formatDayTime(s.issuedAt) })}</p>
      <dl className="divide-line border-line mt-2 divide-y border-y">
        {lines.map(([label, fen], i) => (
          <div key={i} className="flex flex-wrap justify-between gap-x-4 py-2">
            <dt>{label}</dt>
            <dd className="tabular-nums">{signed(fen)}</dd>
            {i === lines.length - 1 && (
              <dd className="text-muted w-full text-sm tabular-nums" data-testid="statement-takings">
                {t('takingsDetail', {
                  takings: formatYuanGrouped(s.takingsFen),
                  percent: String(s.hallSharePercent),
                  share: formatYuanGrouped(s.hallShareFen),
                })}
              </dd>
            )}
          </div>
        ))}
        <div className="flex justify-between gap-4 py-3 font-semibold">
          <dt>{balance === 'balanceZero' ? t(balance) : whose(balance)}</dt>
          <dd className="text-brand text-lg tabular-nums" data-testid="statement-balance">
            {formatYuanGrouped(Math.abs(s.balanceFen))}
          </dd>
        </div>
      </dl>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {(
          [
            ['renterConfirmed', s.renterConfirmedAt],
            ['hallConfirmed', s.hallConfirmedAt],
          ] as const
        ).map(([key, at]) => (
          <div key={key} className="flex gap-2">
            <dt className="text-muted">{t(key)}</dt>
            <dd data-testid={`statement-${key}`}>{at ? formatDayTime(at) : t('notYet')}</dd>
          </div>
        ))}
      </dl>
      <a href={pdfHref} className="text-brand mt-3 inline-block hover:underline" data-testid="statement-download">
        {t('download')}
      </a>
    </section>
  );
}
