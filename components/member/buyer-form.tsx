'use client';

import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { buyerPayload } from '@/lib/contract/member';
import { bffCall } from '@/lib/client/call';
import { buyerCalls } from '@/lib/contract/member-calls';
import { useFailureText } from '@/lib/client/failure-text';
import { useErrorText, useFormFields, validate } from '@/lib/client/form-errors';
import { RESIDENT_ID_CARD, isCertificate } from '@/lib/validation/certificate';
import type { DirEntry } from '@/lib/hooks/use-dir';
import { SelectField, TextField, primaryButton, secondaryButton } from '@/components/ui/form-field';
import { FormMessage, type Notice } from '@/components/ui/form-message';

/** Adds a regular purchaser (POST /api/member/buyer); the hall API refuses a duplicate with its own words. */
export function BuyerForm({ certTypes, onDone, onCancel }: { certTypes: DirEntry[]; onDone: () => void; onCancel: () => void }) {
  const t = useTranslations('member');
  const failure = useFailureText();
  const locale = useLocale();
  const errorText = useErrorText();
  const { values, errors, setErrors, bind } = useFormFields({ name: '', certType: certTypes[0]?.name ?? '', certNo: '' });
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = validate(buyerPayload, values);
    const found = checked.ok ? {} : { ...checked.errors };
    if (checked.ok && !isCertificate(checked.data.certType, checked.data.certNo)) {
      found.certNo = checked.data.certType === RESIDENT_ID_CARD ? 'errors.idCardFormat' : 'errors.certFormat';
    }
    setErrors(found);
    if (!checked.ok || found.certNo) return;
    setBusy(true);
    setNotice(null);
    try {
      await bffCall(buyerCalls.add, { body: checked.data });
      onDone();
    } catch (err) {
      setNotice({ ok: false, text: failure(err, t('loadFailed')) });
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="mt-4 grid gap-4" data-testid="buyer-form">
      <TextField
        id="buyer-name"
        label={t('buyers.name')}
        value={values.name}
        onChange={bind('name')}
        maxLength={50}
        autoComplete="off"
        error={errorText(errors.name)}
      />
      <SelectField
        id="buyer-certType"
        label={t('buyers.certType')}
        value={values.certType}
        onChange={bind('certType')}
        error={errorText(errors.certType)}
      >
        {certTypes.map((c) => (
          <option key={c.id} value={c.name}>
            {(locale === 'en-US' && c.enName) || c.name}
          </option>
        ))}
      </SelectField>
      <TextField
        id="buyer-certNo"
        label={t('buyers.certNo')}
        value={values.certNo}
        onChange={bind('certNo')}
        maxLength={30}
        autoComplete="off"
        error={errorText(errors.certNo)}
      />
      <FormMessage text={notice?.text} ok={notice?.ok} className="mt-4" />
      <div className="flex gap-3">
        <button type="submit" disabled={busy} className={`${primaryButton} flex-1 sm:flex-none`} data-testid="buyer-submit">
          {busy ? t('saving') : t('save')}
        </button>
        <button type="button" onClick={onCancel} className={`${secondaryButton} flex-1 sm:flex-none`}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
