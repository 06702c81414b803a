'use client';

import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { cancelSessionPayload, reportCalls, type SessionCancellationView } from '@/lib/contract/reports';
import type { Locale } from '@/lib/i18n/locales';
import { formatDayTime, formatYuan } from '@/lib/format';
import { staffCall } from '@/lib/client/staff-bff';
import { useFailureText } from '@/lib/client/failure-text';
import { useFormFields, validate } from '@/lib/client/form-errors';
import { TextField, primaryButton } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * Cancelling the session: the reasons told to members, a confirmation, then the job's progress (read again by
 * the report while it runs) until every order is refunded.
 */
export function SessionCancellation({
  sessionId,
  cancellation,
  standingOrders,
  onChange,
}: {
  sessionId: number;
  cancellation: SessionCancellationView | null;
  standingOrders: number;
  onChange: () => void;
}) {
  const t = useTranslations('console.reports');
  const locale = useLocale() as Locale;
  const failure = useFailureText();
  const { values, setErrors, field } = useFormFields({ reason: '', enReason: '' });
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (cancellation) {
    const done = cancellation.ordersTotal - cancellation.ordersLeft;
    const running = cancellation.state === 'running';
    return (
      <Panel title={t('progressTitle')} testId="cancellation">
        <div className="grid gap-2 text-sm" aria-live="polite">
          <p>
            {t('requestedBy', {
              who: cancellation.requestedBy,
              time: formatDayTime(cancellation.requestedAt),
              reason: locale === 'zh-CN' ? cancellation.reason : cancellation.enReason,
            })}
          </p>
          <progress
            className="accent-brand h-2 w-full"
            max={Math.max(cancellation.ordersTotal, 1)}
            value={running ? done : Math.max(cancellation.ordersTotal, 1)}
            aria-label={t('progressTitle')}
          />
          <p className="font-medium" data-testid="cancellation-state" data-state={cancellation.state}>
            {running
              ? t('running', { done, total: cancellation.ordersTotal })
              : t('finished', { refunded: cancellation.ordersRefunded, amount: formatYuan(cancellation.refundedFen) })}
          </p>
          {running && cancellation.refundsPending > 0 && <p>{t('pendingRefunds', { count: cancellation.refundsPending })}</p>}
          {cancellation.lastError && <p className="text-brand">{t('lastError', { error: cancellation.lastError })}</p>}
        </div>
      </Panel>
    );
  }

  function ask(e: FormEvent) {
    e.preventDefault();
    const checked = validate(cancelSessionPayload, values);
    setErrors(checked.ok ? {} : checked.errors);
    setAsking(checked.ok);
  }

  async function cancel() {
    setProblem(null);
    try {
      await staffCall(reportCalls.cancel, { params: { id: sessionId }, body: values });
      onChange();
    } catch (error) {
      setProblem(failure(error));
    } finally {
      setAsking(false);
    }
  }

  return (
    <Panel title={t('cancelTitle')} testId="cancel-session">
      <p className="text-muted mb-4 max-w-3xl text-sm">{t('cancelIntro')}</p>
      <FormMessage text={problem ?? undefined} className="mb-4" />
      <form onSubmit={ask} noValidate className="grid max-w-2xl gap-4">
        <TextField id="cancel-reason" label={t('reason')} maxLength={200} {...field('reason')} />
        <TextField id="cancel-en-reason" label={t('enReason')} maxLength={300} {...field('enReason')} />
        <div>
          <button type="submit" className={primaryButton} data-testid="cancel-session-submit">
            {t('cancel')}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={asking}
        title={t('confirmTitle')}
        message={t('confirmBody', { count: standingOrders })}
        confirmLabel={t('confirm')}
        cancelLabel={t('keep')}
        onConfirm={cancel}
        onClose={() => setAsking(false)}
        testId="cancel-session-confirm"
      />
    </Panel>
  );
}
