'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { settlePayload } from '@/lib/contract/staff';
import { staffBff } from '@/lib/client/staff-bff';
import { useErrorText, validate } from '@/lib/client/form-errors';
import { useAction } from '@/lib/client/use-action';
import { TextAreaField, secondaryButton } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';

/**
 * Marks a payment settled by hand, with how: for money that cannot be refunded from here, a refund that failed, or
 * one the provider has not confirmed (then the clerk is asked to check the merchant platform first, since it may
 * still go through). Folded until asked for, so a list of many stays short.
 */
export function SettleForm({ id, url, requested, onSettled }: { id: string; url: string; requested: boolean; onSettled: () => void }) {
  const t = useTranslations('console.refunds');
  const errorText = useErrorText();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { notice, busy, run } = useAction();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = validate(settlePayload, { note });
    setError(checked.ok ? undefined : checked.errors.note);
    if (!checked.ok) return;
    if (await run(() => staffBff(url, { method: 'POST', body: checked.data }))) onSettled();
  }

  return (
    <details className="basis-full" data-testid={`${id}-settle`}>
      <summary className="text-brand inline-flex min-h-11 cursor-pointer items-center text-sm">{t('settle')}</summary>
      <form onSubmit={submit} noValidate className="mt-2 grid gap-2">
        <p className={`text-sm ${requested ? 'text-amber-900' : 'text-muted'}`}>{t(requested ? 'settleRequestedHint' : 'settleHint')}</p>
        <TextAreaField
          id={`${id}-note`}
          label={t('settleNote')}
          value={note}
          rows={2}
          required
          onChange={(e) => setNote(e.target.value)}
          error={errorText(error)}
        />
        <div>
          <button type="submit" className={secondaryButton} disabled={busy} data-testid={`${id}-settle-submit`}>
            {t('settleSave')}
          </button>
        </div>
        <FormMessage text={notice?.text} ok={notice?.ok} />
      </form>
    </details>
  );
}
