'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { InvoiceInput } from '@/lib/contract/order';
import { invoiceCalls } from '@/lib/contract/order-calls';
import { bffCall } from '@/lib/client/call';
import { taxNumberProblem } from '@/lib/validation/credit-code';
import { useFailureText } from '@/lib/client/failure-text';
import { toast } from '@/lib/client/toast';
import { Dialog } from '@/components/ui/dialog';
import { TextField, primaryButton, secondaryButton } from '@/components/ui/form-field';
import { FormMessage, type Notice } from '@/components/ui/form-message';

const FIELDS = ['title', 'taxNo', 'bank', 'account', 'address'] as const;
type Field = (typeof FIELDS)[number];
const MAX: Record<Field, number> = { title: 100, taxNo: 20, bank: 100, account: 40, address: 200 };

/**
 * POST /api/member/invoice (§7): the §3 invoice (title, taxpayer number, bank, account, mailing address) for a paid
 * order, or, given the details asked for (`asked`), their correction while the invoice waits to be issued. The
 * taxpayer number is checked here by the contract's own rule (its check character too), without zod; the hall
 * API's refusal ("order cannot be invoiced") is shown in the form, as the spec's subMsg.
 */
export function InvoiceDialog({
  orderId,
  asked = null,
  onClose,
  onDone,
}: {
  orderId: number;
  asked?: InvoiceInput | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useTranslations('orders.invoiceForm');
  const tc = useTranslations('common');
  const te = useTranslations('errors');
  const failure = useFailureText();
  const [values, setValues] = useState<Record<Field, string>>(
    () => Object.fromEntries(FIELDS.map((f) => [f, asked?.[f] ?? ''])) as Record<Field, string>,
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const heading = t(asked ? 'correctHeading' : 'heading');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const trimmed = Object.fromEntries(FIELDS.map((f) => [f, values[f].trim()])) as Record<Field, string>;
    const found: Partial<Record<Field, string>> = {};
    if (!trimmed.title) found.title = t('titleRequired');
    const taxProblem = trimmed.taxNo ? taxNumberProblem(trimmed.taxNo) : null;
    if (taxProblem) found.taxNo = te(taxProblem === 'check' ? 'taxNumberCheck' : 'taxNo');
    setErrors(found);
    const firstWrong = FIELDS.find((f) => found[f]);
    if (firstWrong) {
      document.getElementById(`invoice-${firstWrong}`)?.focus();
      return;
    }
    const invoice: InvoiceInput = {
      title: trimmed.title,
      taxNo: trimmed.taxNo || undefined,
      bank: trimmed.bank || undefined,
      account: trimmed.account || undefined,
      address: trimmed.address || undefined,
    };
    setBusy(true);
    setNotice(null);
    try {
      await bffCall(invoiceCalls.request, { body: { id: orderId, invoice } });
      toast(t(asked ? 'correctDone' : 'done'), { kind: 'success' });
      onDone();
    } catch (error) {
      setNotice({ ok: false, text: failure(error, t('failed')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={() => !busy && onClose()} label={heading} closeLabel={tc('close')} variant="center" testId="invoice-dialog">
      <h2 className="pr-8 font-serif text-xl font-semibold">{heading}</h2>
      <p className="text-muted mt-2 text-sm">{t(asked ? 'correctLead' : 'lead')}</p>
      <form onSubmit={submit} noValidate className="mt-5 space-y-4">
        {FIELDS.map((field) => (
          <TextField
            key={field}
            id={`invoice-${field}`}
            label={field === 'title' ? t('title') : `${t(field)}${t('optional')}`}
            value={values[field]}
            maxLength={MAX[field]}
            required={field === 'title'}
            autoComplete={field === 'address' ? 'street-address' : 'off'}
            inputMode={field === 'account' ? 'numeric' : undefined}
            onChange={(e) => setValues({ ...values, [field]: field === 'taxNo' ? e.target.value.toUpperCase() : e.target.value })}
            error={errors[field]}
          />
        ))}
        <FormMessage text={notice?.text} ok={notice?.ok} className="mt-4" />
        <div className="flex flex-wrap justify-end gap-3 pt-1">
          <button type="button" onClick={onClose} disabled={busy} className={secondaryButton}>
            {t('cancel')}
          </button>
          <button type="submit" disabled={busy} className={primaryButton} data-testid="invoice-submit">
            {busy ? t('submitting') : t(asked ? 'correctSubmit' : 'submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
