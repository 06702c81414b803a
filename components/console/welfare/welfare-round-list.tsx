'use client';

import { useLocale, useTranslations } from 'next-intl';
import { localized, type Locale } from '@/lib/i18n/locales';
import { staffWelfareCalls } from '@/lib/contract/staff-welfare-calls';
import { formatDayTime, formatYuan } from '@/lib/format';
import { useStaffCall } from '@/lib/hooks/use-staff-call';
import { Panel } from '@/components/ui/panel';
import { WelfareRoundForm } from './welfare-round-form';
import { ListStatus } from '../form-kit/list-status';

/** The public-welfare rounds, newest first, with how far each has got; the form to open another below. */
export function WelfareRoundList() {
  const t = useTranslations('console.welfare.rounds');
  const locale = useLocale() as Locale;
  const { data, error, mutate } = useStaffCall(staffWelfareCalls.rounds, {});
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <Panel title={t('title')} testId="welfare-rounds">
        <ListStatus rows={data} error={error} empty={t('empty')} />
        <ul className="divide-line divide-y">
          {data?.map((round) => (
            <li
              key={round.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3 text-sm"
              data-testid={`welfare-round-${round.id}`}
            >
              <div className="min-w-0 flex-1 basis-64">
                <p className="font-medium">
                  {localized(round, 'title', locale)} · {formatDayTime(round.startTime)}
                </p>
                <p className="text-muted">
                  {t('terms', { price: formatYuan(round.priceFen), tickets: round.tickets, hours: round.payHours })} ·{' '}
                  {t('window', { from: formatDayTime(round.applyFrom), to: formatDayTime(round.applyTo) })}
                </p>
                <p className="text-muted font-mono text-xs break-all">{t('seedHash', { hash: round.seedHash })}</p>
              </div>
              <p className="tabular-nums" data-testid={`welfare-round-${round.id}-counts`}>
                {t(`phase.${round.phase}`)} · {t('counts', { applications: round.applications, offered: round.offered, paid: round.paid })}
              </p>
            </li>
          ))}
        </ul>
      </Panel>
      <WelfareRoundForm onSaved={() => void mutate()} />
    </div>
  );
}
