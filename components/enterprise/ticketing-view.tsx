'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { SessionSales, TicketingSaved } from '@/lib/contract/rental-ticketing';
import { formatDay, formatDayTime, formatTime, formatYuanGrouped } from '@/lib/format';
import { ProjectSection } from './project-section';

/** The performance data as the renter sent it: titles, sale opening, sessions and classes with their seats. */
export function TicketingSummary({ submission }: { submission: TicketingSaved }) {
  const t = useTranslations('enterprise.projects.ticketing');
  const locale = useLocale();
  return (
    <ProjectSection name="ticketing-summary" title={t('summaryTitle')}>
      <p className="mt-2 font-medium">{locale === 'en-US' ? submission.enMainTitle : submission.mainTitle}</p>
      <p className="text-muted text-sm">
        {locale === 'en-US' ? submission.mainTitle : submission.enMainTitle} · {t('saleStartAt')} {formatDayTime(submission.saleStartAt)} ·{' '}
        {t(submission.realName ? 'realNameYes' : 'realNameNo')}
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <div>
          <h4 className="text-muted text-sm">{t('sessions')}</h4>
          <ul className="mt-1 space-y-1 text-sm tabular-nums">
            {submission.sessions.map((s) => (
              <li key={s.startTime}>
                {formatDayTime(s.startTime)} – {formatDayTime(s.endTime).slice(-5)}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="text-muted text-sm">{t('classes')}</h4>
          <ul className="mt-1 space-y-1 text-sm">
            {submission.classes.map((c) => (
              <li key={c.name} className="flex justify-between gap-3 tabular-nums">
                <span>
                  {locale === 'en-US' ? c.enName : c.name} · {t('seatsOf', { seats: String(c.seats) })}
                </span>
                <span>{formatYuanGrouped(c.priceFen)}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </ProjectSection>
  );
}

/** Sold, held and free seats and the takings of each session, with their totals. */
export function TicketingSales({ sales }: { sales: SessionSales[] }) {
  const t = useTranslations('enterprise.projects.ticketing');
  if (!sales.length) return null;
  const total = sales.reduce(
    (sum, s) => ({ sold: sum.sold + s.sold, held: sum.held + s.held, free: sum.free + s.free, takingsFen: sum.takingsFen + s.takingsFen }),
    { sold: 0, held: 0, free: 0, takingsFen: 0 },
  );
  const cells = (s: Omit<SessionSales, 'sessionId' | 'startTime' | 'endTime'>) => [
    String(s.sold),
    String(s.held),
    String(s.free),
    formatYuanGrouped(s.takingsFen),
  ];
  return (
    <ProjectSection name="ticketing-sales" title={t('salesTitle')}>
      <p className="text-muted mt-1 text-sm">{t('salesLead')}</p>
      <div className="mt-3">
        <table className="w-full text-sm tabular-nums">
          <thead className="text-muted text-left">
            <tr className="border-line border-b">
              <th scope="col" className="py-2 pr-3 font-normal">
                {t('session')}
              </th>
              {(['sold', 'held', 'free', 'takings'] as const).map((k) => (
                <th key={k} scope="col" className="py-2 pl-2 text-right font-normal sm:pl-3">
                  {t(k)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sales.map((s) => (
              <tr key={s.sessionId} className="border-line border-b" data-testid="ticketing-sales-row">
                <th scope="row" className="py-2 pr-2 text-left font-normal">
                  {/* Day and time on two lines on a phone, so the four figures fit beside them. */}
                  <span className="block sm:inline">{formatDay(s.startTime)}</span>{' '}
                  <span className="text-muted sm:text-ink">{formatTime(s.startTime)}</span>
                </th>
                {cells(s).map((value, i) => (
                  <td key={i} className="py-2 pl-2 text-right sm:pl-3">
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-medium">
              <th scope="row" className="py-2 pr-3 text-left">
                {t('total')}
              </th>
              {cells(total).map((value, i) => (
                <td key={i} className="py-2 pl-2 text-right sm:pl-3" data-testid={i === 3 ? 'ticketing-takings' : undefined}>
                  {value}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </ProjectSection>
  );
}
