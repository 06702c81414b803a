'use client';

import { useEffect, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import { discountCodePayload, type StaffDiscountCode } from '@/lib/contract/coupon-editing';
import { formatDayTime, formatYuan } from '@/lib/format';
import { fromHallInput, toHallInput } from '@/lib/hall-time';
import { fromYuanInput, toYuanInput } from '@/lib/console/yuan-input';
import { staffBff, staffFetcher } from '@/lib/client/staff-bff';
import { useFailureText } from '@/lib/client/failure-text';
import { useFormFields, validate } from '@/lib/client/form-errors';
import { TextField, primaryButton, secondaryButton } from '@/components/ui/form-field';
import { FormMessage, type Notice } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/account-state';

type Values = { code: string; amount: string; usageLimit: string; validTo: string };

const EMPTY: Values = { code: '', amount: '', usageLimit: '100', validTo: '' };
const valuesOf = (c: StaffDiscountCode): Values => ({
  code: c.code,
  amount: toYuanInput(c.amountFen),
  usageLimit: String(c.usageLimit),
  validTo: toHallInput(c.validTo),
});
const payloadOf = (v: Values) => ({
  code: v.code,
  amountFen: fromYuanInput(v.amount) ?? Number.NaN,
  usageLimit: Number(v.usageLimit),
  validTo: fromHallInput(v.validTo) ?? '',
});

/** The discount codes, latest ending first, each with its uses; one form for a new code or the one chosen. */
export function DiscountCodes() {
  const t = useTranslations('console.coupons.codes');
  const tc = useTranslations('common');
  const failure = useFailureText();
  const { data, error, mutate } = useSWR<StaffDiscountCode[]>(['/api/staff/discount-codes'], staffFetcher);
  const [editing, setEditing] = useState<StaffDiscountCode | null>(null);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <Panel testId="discount-codes">
        {error && <FormMessage text={failure(error)} />}
        {!data && !error && <p>{tc('loading')}</p>}
        {data?.length === 0 && <p>{t('empty')}</p>}
        <ul className="divide-line divide-y">
          {data?.map((c) => (
            <li key={c.code} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3 text-sm" data-testid={`discount-code-${c.code}`}>
              <div className="min-w-0 flex-1 basis-48">
                <p className="font-mono font-medium">{c.code}</p>
                <p className="text-muted">
                  {formatYuan(c.amountFen)} · {t('until', { time: formatDayTime(c.validTo) })}
                </p>
              </div>
              <p className="tabular-nums">{t('uses', { used: c.used, limit: c.usageLimit })}</p>
              <button type="button" className={secondaryButton} onClick={() => setEditing(c)} data-testid={`discount-code-${c.code}-edit`}>
                {t('edit')}
              </button>
            </li>
          ))}
        </ul>
      </Panel>
      <CodeForm key={editing?.code ?? 'new'} code={editing} onSaved={() => void mutate()} onCancel={() => setEditing(null)} />
    </div>
  );
}

function CodeForm({ code, onSaved, onCancel }: { code: StaffDiscountCode | null; onSaved: () => void; onCancel: () => void }) {
  const t = useTranslations('console.coupons.codes');
  const tp = useTranslations('console.coupons');
  const failure = useFailureText();
  const { values, setErrors, setValues, field } = useFormFields<Values>(code ? valuesOf(code) : EMPTY);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (code) document.getElementById('code-amount')?.focus();
  }, [code]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setNotice(null);
    const checked = validate(discountCodePayload, payloadOf(values));
    setErrors(checked.ok ? {} : { ...checked.errors, amount: checked.errors.amountFen });
    if (!checked.ok) {
      setNotice({ ok: false, text: tp('fixFields') });
      return;
    }
    setBusy(true);
    try {
      await staffBff(code ? `/api/staff/discount-codes/${code.code}` : '/api/staff/discount-codes', {
        method: code ? 'PUT' : 'POST',
        body: checked.data,
      });
      setNotice({ ok: true, text: t('saved') });
      if (!code) setValues(EMPTY);
      onSaved();
    } catch (error) {
      setNotice({ ok: false, text: failure(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel title={code ? `${t('edit')} · ${code.code}` : t('new')} testId="discount-code-form">
      <form onSubmit={submit} noValidate className="grid gap-4">
        <div className="grid gap-4 md:grid-cols-4">
          <TextField
            id="code-code"
            label={t('fields.code')}
            maxLength={20}
            hint={t('codeHint')}
            disabled={code !== null}
            {...field('code')}
          />
          <TextField id="code-amount" label={t('fields.amount')} inputMode="decimal" {...field('amount')} />
          <TextField id="code-usageLimit" label={t('fields.usageLimit')} inputMode="numeric" {...field('usageLimit')} />
          <TextField id="code-validTo" label={t('fields.validTo')} type="datetime-local" {...field('validTo')} />
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className={primaryButton} disabled={busy} data-testid="discount-code-save">
            {code ? t('save') : t('create')}
          </button>
          {code && (
            <button type="button" className={secondaryButton} onClick={onCancel}>
              {t('cancelEdit')}
            </button>
          )}
          <FormMessage text={notice?.text} ok={notice?.ok} />
        </div>
      </form>
    </Panel>
  );
}
