'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { receiverPayload, type Receiver } from '@/lib/contract/member';
import { bffCall } from '@/lib/client/call';
import { receiverCalls } from '@/lib/contract/member-calls';
import { useFailureText } from '@/lib/client/failure-text';
import { useErrorText, useFormFields, validate } from '@/lib/client/form-errors';
import { TextField, primaryButton, secondaryButton } from '@/components/ui/form-field';
import { FormMessage, type Notice } from '@/components/ui/form-message';
import { RegionSelects } from './region-selects';

const EMPTY = { name: '', phone: '', province: '', city: '', county: '', address: '', isDefault: false };

/** Adds (POST) or edits (PUT) one delivery address. */
export function ReceiverForm({ receiver, onDone, onCancel }: { receiver?: Receiver; onDone: () => void; onCancel: () => void }) {
  const t = useTranslations('member');
  const failure = useFailureText();
  const errorText = useErrorText();
  const { values, errors, setErrors, update, bind } = useFormFields<typeof EMPTY & { id?: number }>(
    receiver ? { ...receiver } : { ...EMPTY },
  );
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = validate(receiverPayload, values);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    setBusy(true);
    setNotice(null);
    try {
      await (receiver
        ? bffCall(receiverCalls.change, { body: { ...checked.data, id: receiver.id } })
        : bffCall(receiverCalls.add, { body: checked.data }));
      onDone();
    } catch (err) {
      setNotice({ ok: false, text: failure(err, t('loadFailed')) });
      setBusy(false);
    }
  }

  const regionError = errors.province || errors.city || errors.county ? errorText('errors.regionRequired') : undefined;
  return (
    <form onSubmit={submit} noValidate className="mt-4 grid gap-4" data-testid="receiver-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="receiver-name"
          label={t('receivers.name')}
          value={values.name}
          onChange={bind('name')}
          maxLength={50}
          autoComplete="name"
          error={errorText(errors.name)}
        />
        <TextField
          id="receiver-phone"
          type="tel"
          inputMode="numeric"
          label={t('receivers.phone')}
          value={values.phone}
          onChange={bind('phone')}
          maxLength={11}
          autoComplete="tel-national"
          error={errorText(errors.phone)}
        />
      </div>
      <RegionSelects value={values} onChange={update} error={regionError} />
      <TextField
        id="receiver-address"
        label={t('receivers.address')}
        value={values.address}
        onChange={bind('address')}
        maxLength={200}
        autoComplete="street-address"
        hint={t('receivers.addressHint')}
        error={errorText(errors.address)}
      />
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={values.isDefault}
          onChange={(e) => update({ isDefault: e.target.checked })}
          className="accent-brand size-4"
          data-testid="receiver-default"
        />
        {t('receivers.isDefault')}
      </label>
      <FormMessage text={notice?.text} ok={notice?.ok} className="mt-4" />
      <div className="flex gap-3">
        <button type="submit" disabled={busy} className={`${primaryButton} flex-1 sm:flex-none`} data-testid="receiver-submit">
          {busy ? t('saving') : t('save')}
        </button>
        <button type="button" onClick={onCancel} className={`${secondaryButton} flex-1 sm:flex-none`}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
