'use client';

import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { waitingListCalls, waitingListSettings, type StaffWaitingList, type WaitingListSettings } from '@/lib/contract/waiting-list';
import { localized, type Locale } from '@/lib/i18n/locales';
import { formatDayTime } from '@/lib/format';
import { staffCall } from '@/lib/client/staff-bff';
import { useStaffCall } from '@/lib/hooks/use-staff-call';
import { useAction } from '@/lib/client/use-action';
import { useFormFields, validate } from '@/lib/client/form-errors';
import { CheckboxField, TextField, primaryButton } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

const cell = 'px-3 py-2 text-right tabular-nums';
const head = 'px-3 py-2 text-right font-medium';

/**
 * A session's waiting lists for the box office: each class's line and what became of its offers, the members in
 * line, the offer window, and closing the lists (confirmed first: the members are told).
 */
export function SessionWaitingList({ sessionId }: { sessionId: number }) {
  const t = useTranslations('console.reports.waiting');
  const ts = useTranslations('waitingList.status');
  const locale = useLocale() as Locale;
  const { data, mutate } = useStaffCall(waitingListCalls.session, { params: { id: sessionId } });
  if (!data) return null;
  return (
    <Panel title={t('title')} testId="waiting-list">
      <p className="text-muted mb-4 text-sm">{t('intro')}</p>
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('title')}>
        <table className="w-full min-w-[560px] text-sm">
          <thead className="border-line border-b">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                {t('className')}
              </th>
              {(['waiting', 'offered', 'bought', 'lapsed', 'heldBack'] as const).map((k) => (
                <th key={k} scope="col" className={head}>
                  {t(k)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-line divide-y">
            {data.classes.map((c) => (
              <tr key={c.ticketClassId} data-testid="waiting-class">
                <th scope="row" className="px-3 py-2 text-left font-normal">
                  {localized(c, 'name', locale)}
                </th>
                <td className={cell}>{c.counts.waiting}</td>
                <td className={cell}>{c.counts.offered + c.counts.ordered}</td>
                <td className={cell}>{c.counts.bought}</td>
                <td className={cell}>{c.counts.lapsed}</td>
                <td className={cell}>{c.heldBack}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <WaitingListForm
        key={`${data.offerMinutes}-${data.closed}`}
        sessionId={sessionId}
        current={data}
        onSaved={(next) => mutate(next, false)}
      />
      <h3 className="mt-6 mb-2 text-sm font-semibold">{t('entries')}</h3>
      {data.entries.length === 0 ? (
        <p className="text-sm">{t('noEntries')}</p>
      ) : (
        <div className="max-h-96 overflow-auto" tabIndex={0} role="region" aria-label={t('entries')}>
          <table className="w-full min-w-[720px] text-sm">
            <thead className="border-line border-b">
              <tr>
                {(['member', 'className', 'quantity', 'status', 'joined', 'offerUntil', 'order'] as const).map((k) => (
                  <th key={k} scope="col" className="px-3 py-2 text-left font-medium">
                    {t(k)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-line divide-y">
              {data.entries.map((e) => {
                const ticketClass = data.classes.find((c) => c.ticketClassId === e.ticketClassId);
                return (
                  <tr key={e.id} data-testid="waiting-entry" data-status={e.status}>
                    <td className="px-3 py-2 tabular-nums">
                      {e.cardNo} · {e.phone}
                    </td>
                    <td className="px-3 py-2">{ticketClass ? localized(ticketClass, 'name', locale) : ''}</td>
                    <td className="px-3 py-2 tabular-nums">{e.quantity}</td>
                    <td className="px-3 py-2">{ts(e.status)}</td>
                    <td className="px-3 py-2 tabular-nums">{formatDayTime(e.joinedAt)}</td>
                    <td className="px-3 py-2 tabular-nums">{e.offerExpiresAt ? formatDayTime(e.offerExpiresAt) : ''}</td>
                    <td className="px-3 py-2 tabular-nums">{e.orderNo ?? ''}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}

function WaitingListForm({
  sessionId,
  current,
  onSaved,
}: {
  sessionId: number;
  current: StaffWaitingList;
  onSaved: (next: StaffWaitingList) => void;
}) {
  const t = useTranslations('console.reports.waiting');
  const { values, setErrors, field } = useFormFields({ offerMinutes: String(current.offerMinutes) });
  const [closed, setClosed] = useState(current.closed);
  const [confirming, setConfirming] = useState(false);
  const { notice, busy, run } = useAction();
  const inLine = current.classes.reduce((n, c) => n + c.counts.waiting + c.counts.offered, 0);

  const checked = () => {
    const result = validate(waitingListSettings, { offerMinutes: values.offerMinutes, closed });
    setErrors(result.ok ? {} : result.errors);
    return result.ok ? result.data : null;
  };
  const save = (settings: WaitingListSettings) =>
    run(async () => onSaved(await staffCall(waitingListCalls.updateSession, { params: { id: sessionId }, body: settings })), t('saved'));

  function submit(e: FormEvent) {
    e.preventDefault();
    const settings = checked();
    if (!settings) return;
    if (settings.closed && !current.closed && inLine > 0) setConfirming(true);
    else void save(settings);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-4 grid gap-3 sm:grid-cols-[200px_minmax(0,1fr)_auto] sm:items-end"
      data-testid="waiting-settings"
    >
      <TextField id="waiting-offer-minutes" label={t('offerMinutes')} inputMode="numeric" {...field('offerMinutes')} />
      <CheckboxField id="waiting-closed" label={t('closed')} checked={closed} onChange={setClosed} />
      <button type="submit" className={primaryButton} disabled={busy} data-testid="waiting-save">
        {t('save')}
      </button>
      <div className="sm:col-span-3">
        <FormMessage text={notice?.text} ok={notice?.ok} />
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('confirmTitle')}
        message={t('confirmBody', { count: inLine })}
        confirmLabel={t('confirm')}
        cancelLabel={t('keep')}
        onConfirm={async () => {
          const settings = checked();
          if (settings) await save(settings);
          setConfirming(false);
        }}
        onClose={() => setConfirming(false)}
        testId="waiting-close-confirm"
      />
    </form>
  );
}
