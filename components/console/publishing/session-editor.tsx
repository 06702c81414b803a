'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { staffPublishingCalls } from '@/lib/contract/staff-publishing-calls';
import { localized, type Locale } from '@/lib/i18n/locales';
import { formatDayTime } from '@/lib/format';
import { useStaffCall } from '@/lib/hooks/use-staff-call';
import { useFailureText } from '@/lib/client/failure-text';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';
import { SessionForm } from './session-form';
import { TicketClasses } from './ticket-classes';
import { SeatAssignment } from './seat-assignment';

/** One session: its times, hall and sale; its classes and prices; which seats each class sells. */
export function SessionEditor({ id }: { id: number }) {
  const t = useTranslations('console.sessionEditor');
  const ts = useTranslations('shows.saleStatus');
  const tc = useTranslations('common');
  const locale = useLocale() as Locale;
  const failure = useFailureText();
  const { data, error, mutate } = useStaffCall(staffPublishingCalls.seats, { params: { id } });
  if (error) return <FormMessage text={failure(error)} />;
  if (!data) return <p>{tc('loading')}</p>;
  const { session } = data;
  const refresh = () => void mutate();
  return (
    <div className="grid min-w-0 gap-6 [&>*]:min-w-0">
      <div>
        <Link
          href={`/console/performances/${session.performanceId}`}
          className="text-brand text-sm hover:underline"
          data-testid="session-back"
        >
          ← {localized(session, 'mainTitle', locale)}
        </Link>
        <p className="mt-1 text-lg font-medium" data-testid="session-heading">
          {formatDayTime(session.startTime)} · {localized(data.hall, 'name', locale)} · {ts(session.saleStatus)}
        </p>
      </div>
      <Panel title={t('details')}>
        <SessionForm
          key={JSON.stringify([session.startTime, session.hallId, session.saleState])}
          session={session}
          hallId={session.hallId}
          onSaved={refresh}
        />
      </Panel>
      <TicketClasses session={session} onChanged={refresh} />
      {session.hasSeatMap && session.ticketClasses.length > 0 && <SeatAssignment map={data} onAssigned={refresh} />}
    </div>
  );
}
