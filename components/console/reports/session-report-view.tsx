'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { callHref } from '@/lib/contract/call';
import { reportCalls, type SessionReport } from '@/lib/contract/reports';
import { localized, type Locale } from '@/lib/i18n/locales';
import { formatDayTime, formatYuan } from '@/lib/format';
import { useStaffCall } from '@/lib/hooks/use-staff-call';
import { useFailureText } from '@/lib/client/failure-text';
import { secondaryButton } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';
import { DailySalesChart } from './daily-sales-chart';
import { SessionCancellation } from './session-cancellation';
import { SessionWaitingList } from './session-waiting-list';
import { SessionWaitingRoom } from './session-waiting-room';

const cell = 'px-3 py-2 text-right tabular-nums';
const head = 'px-3 py-2 text-right font-medium';

/** One session's report: its classes, money, discounts and daily sales; the export; the cancellation. */
export function SessionReportView({ sessionId }: { sessionId: number }) {
  const t = useTranslations('console.reports');
  const tp = useTranslations('console.refunds.providers');
  const ts = useTranslations('shows.saleStatus');
  const tc = useTranslations('common');
  const locale = useLocale() as Locale;
  const failure = useFailureText();
  const { data, error, mutate } = useStaffCall(
    reportCalls.session,
    { params: { id: sessionId } },
    {
      // While a cancellation runs, its progress is read every two seconds.
      refreshInterval: (latest) => (latest?.cancellation?.state === 'running' ? 2000 : 0),
    },
  );

  if (error) return <FormMessage text={failure(error)} />;
  if (!data) return <p>{tc('loading')}</p>;
  const { session, classes, providers, daily } = data;
  const sum = (pick: (c: SessionReport['classes'][number]) => number) => classes.reduce((total, c) => total + pick(c), 0);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6" data-testid="session-report">
      <Panel>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="font-serif text-xl font-semibold" data-testid="report-title">
              {localized(session, 'title', locale)}
            </p>
            <p className="text-muted text-sm">
              {t('starts', {
                time: formatDayTime(session.startTime),
                hall: localized({ name: session.hallName, enName: session.enHallName }, 'name', locale),
              })}{' '}
              · {ts(session.saleStatus)}
            </p>
            <p className="text-muted text-xs">{t('generated', { time: formatDayTime(data.generatedAt) })}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Link href="/console/reports" className={secondaryButton}>
              {t('back')}
            </Link>
            {/* A plain download through the BFF: the browser saves the workbook the hall API wrote. */}
            <a
              href={callHref(reportCalls.export, { params: { id: sessionId } })}
              download
              className={secondaryButton}
              data-testid="report-export"
            >
              {t('export')}
            </a>
          </div>
        </div>
      </Panel>

      <Panel title={t('classes')} testId="report-classes">
        {/* Scrolls sideways on a phone; focusable so that a keyboard can scroll it too. */}
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('classes')}>
          <table className="w-full min-w-[640px] text-sm">
            <thead className="border-line border-b">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  {t('className')}
                </th>
                <th scope="col" className={head}>
                  {t('price')}
                </th>
                <th scope="col" className={head}>
                  {t('soldCol')}
                </th>
                <th scope="col" className={head}>
                  {t('held')}
                </th>
                <th scope="col" className={head}>
                  {t('free')}
                </th>
                <th scope="col" className={head}>
                  {t('unavailable')}
                </th>
                <th scope="col" className={head}>
                  {t('revenueCol')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-line divide-y">
              {classes.map((c) => (
                <tr key={c.ticketClassId} data-testid="report-class">
                  <th scope="row" className="px-3 py-2 text-left font-normal">
                    <span className="mr-2 inline-block size-3 rounded-sm align-middle" style={{ background: c.color }} aria-hidden />
                    {localized(c, 'name', locale)}
                  </th>
                  <td className={cell}>{formatYuan(c.priceFen)}</td>
                  <td className={cell}>{c.sold}</td>
                  <td className={cell}>{c.held}</td>
                  <td className={cell}>{c.free}</td>
                  <td className={cell}>{c.unavailable}</td>
                  <td className={cell}>{formatYuan(c.revenueFen)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-line border-t font-medium">
              <tr>
                <th scope="row" className="px-3 py-2 text-left">
                  {t('total')}
                </th>
                <td className={cell} />
                <td className={cell}>{sum((c) => c.sold)}</td>
                <td className={cell}>{sum((c) => c.held)}</td>
                <td className={cell}>{sum((c) => c.free)}</td>
                <td className={cell}>{sum((c) => c.unavailable)}</td>
                <td className={cell}>{formatYuan(sum((c) => c.revenueFen))}</td>
              </tr>
            </tfoot>
          </table>
        </div>
        {session.hasSeatMap && <p className="text-muted mt-2 text-xs">{t('unavailableHint')}</p>}
      </Panel>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
        <Panel title={t('providers')} testId="report-providers">
          {providers.length === 0 ? (
            <p>{t('noPayments')}</p>
          ) : (
            <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('providers')}>
              <table className="w-full min-w-[420px] text-sm">
                <thead className="border-line border-b">
                  <tr>
                    <th scope="col" className="px-3 py-2 text-left font-medium">
                      {t('provider')}
                    </th>
                    <th scope="col" className={head}>
                      {t('payments')}
                    </th>
                    <th scope="col" className={head}>
                      {t('received')}
                    </th>
                    <th scope="col" className={head}>
                      {t('refunds')}
                    </th>
                    <th scope="col" className={head}>
                      {t('refunded')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-line divide-y">
                  {providers.map((p) => (
                    <tr key={p.provider}>
                      <th scope="row" className="px-3 py-2 text-left font-normal">
                        {tp(p.provider)}
                      </th>
                      <td className={cell}>{p.payments}</td>
                      <td className={cell}>{formatYuan(p.receivedFen)}</td>
                      <td className={cell}>{p.refunds}</td>
                      <td className={cell}>{formatYuan(p.refundedFen)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Panel>
        <Panel title={t('ordersTitle')}>
          <ul className="grid gap-1 text-sm" data-testid="report-orders">
            <li>{t('paidOrders', { count: data.orders.paid })}</li>
            <li>{t('refundedOrders', { count: data.orders.refunded })}</li>
            <li>{t('unpaidOrders', { count: data.orders.unpaid })}</li>
          </ul>
          <h3 className="mt-4 mb-1 text-sm font-semibold">{t('discounts')}</h3>
          <ul className="grid gap-1 text-sm">
            <li>{t('coupons', { count: data.coupons.used, amount: formatYuan(data.coupons.fen) })}</li>
            <li>{t('points', { count: data.points.used, amount: formatYuan(data.points.fen) })}</li>
            <li>{t('codes', { count: data.discountCodes.used, amount: formatYuan(data.discountCodes.fen) })}</li>
          </ul>
          <p className="mt-4 text-sm" data-testid="report-waiting-sales">
            {t('waitingSales', {
              joined: data.waitingList.joined,
              orders: data.waitingList.orders,
              tickets: data.waitingList.tickets,
              amount: formatYuan(data.waitingList.revenueFen),
            })}
          </p>
        </Panel>
      </div>

      <SessionWaitingList sessionId={sessionId} />
      <SessionWaitingRoom sessionId={sessionId} />

      <Panel title={t('daily')} testId="report-daily">
        {daily.length === 0 ? (
          <p>{t('noSales')}</p>
        ) : (
          <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_240px]">
            <DailySalesChart daily={daily} label={t('chartLabel')} tickets={t('tickets')} amount={t('amount')} />
            <div className="max-h-72 overflow-y-auto" tabIndex={0} role="region" aria-label={t('daily')}>
              <table className="w-full text-sm">
                <thead className="border-line border-b">
                  <tr>
                    <th scope="col" className="px-3 py-2 text-left font-medium">
                      {t('day')}
                    </th>
                    <th scope="col" className={head}>
                      {t('tickets')}
                    </th>
                    <th scope="col" className={head}>
                      {t('amount')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-line divide-y">
                  {daily.map((d) => (
                    <tr key={d.day}>
                      <th scope="row" className="px-3 py-2 text-left font-normal tabular-nums">
                        {d.day}
                      </th>
                      <td className={cell}>{d.tickets}</td>
                      <td className={cell}>{formatYuan(d.revenueFen)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        )}
      </Panel>

      <SessionCancellation
        sessionId={sessionId}
        cancellation={data.cancellation}
        standingOrders={data.orders.paid + data.orders.unpaid}
        onChange={() => void mutate()}
      />
    </div>
  );
}
