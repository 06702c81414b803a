'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { discountCodePayload, type DiscountCodePayload, type StaffDiscountCode } from '@/lib/contract/coupon-editing';
import { staffCouponCalls } from '@/lib/contract/staff-coupon-calls';
import { formatDayTime, formatYuan } from '@/lib/format';
import { fromHallInput, toHallInput } from '@/lib/hall-time';
import { fromYuanInput, toYuanInput } from '@/lib/console/yuan-input';
import { staffCall } from '@/lib/client/staff-bff';
import { useStaffCall } from '@/lib/hooks/use-staff-call';
import { useFormFields } from '@/lib/client/form-errors';
import { TextField, secondaryButton } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { SaveBar } from '../form-kit/save-bar';
import { useSave } from '../form-kit/use-save';
import { CancelButton } from '../form-kit/cancel-button';
import { ListStatus } from '../form-kit/list-status';

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
  const { data, error, mutate } = useStaffCall(staffCouponCalls.codes, {});
  const [editing, setEditing] = useState<StaffDiscountCode | null>(null);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <Panel testId="discount-codes">
        <ListStatus rows={data} error={error} empty={t('empty')} />
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
  const { values, setErrors, setValues, field } = useFormFields<Values>(code ? valuesOf(code) : EMPTY);
  const { notice, busy, save } = useSave({ setErrors, invalid: tp('fixFields'), fieldOf: { amountFen: 'amount' } });
  useEffect(() => {
    if (code) document.getElementById('code-amount')?.focus();
  }, [code]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const send = (body: DiscountCodePayload) =>
      code
        ? staffCall(staffCouponCalls.updateCode, { params: { code: code.code }, body })
        : staffCall(staffCouponCalls.createCode, { body });
    if (!(await save(discountCodePayload, payloadOf(values), send, t('saved')))) return;
    if (!code) setValues(EMPTY);
    onSaved();
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
        <SaveBar label={code ? t('save') : t('create')} testId="discount-code-save" busy={busy} notice={notice}>
          <CancelButton editing={code !== null} label={t('cancelEdit')} onCancel={onCancel} />
        </SaveBar>
      </form>
    </Panel>
  );
}
