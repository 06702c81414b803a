'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { couponActivityPayload, type CouponActivityPayload, type StaffCouponActivity } from '@/lib/contract/coupon-editing';
import { staffCouponCalls } from '@/lib/contract/staff-coupon-calls';
import { staffPublishingCalls } from '@/lib/contract/staff-publishing-calls';
import { localized, type Locale } from '@/lib/i18n/locales';
import { formatDayTime, formatYuan } from '@/lib/format';
import { fromHallInput, toHallInput } from '@/lib/hall-time';
import { fromYuanInput, toYuanInput } from '@/lib/console/yuan-input';
import { staffCall } from '@/lib/client/staff-bff';
import { useStaffCall } from '@/lib/hooks/use-staff-call';
import { useErrorText, useFormFields } from '@/lib/client/form-errors';
import { SelectField, TextField, secondaryButton } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { SaveBar } from '../form-kit/save-bar';
import { useSave } from '../form-kit/use-save';
import { CancelButton } from '../form-kit/cancel-button';
import { ListStatus } from '../form-kit/list-status';

const COUPON_TYPES = ['performance', 'activity', 'cafe'] as const;

/** The form's values: numbers, money and times as their inputs hold them. */
type Values = Omit<CouponActivityPayload, 'amountFen' | 'minSpendFen' | 'maxOrderFen' | 'total' | 'perMemberLimit' | 'validDays'> & {
  amount: string;
  minSpend: string;
  maxOrder: string;
  total: string;
  perMemberLimit: string;
  validDays: string;
};

const empty = (): Values => ({
  name: '',
  enName: '',
  showInfo: '',
  enShowInfo: '',
  couponType: 'performance',
  amount: '',
  minSpend: '0',
  maxOrder: '',
  projectIds: [],
  total: '100',
  perMemberLimit: '1',
  claimFrom: toHallInput(new Date().toISOString()),
  claimTo: '',
  validDays: '30',
});

const valuesOf = (a: StaffCouponActivity): Values => ({
  name: a.name,
  enName: a.enName,
  showInfo: a.showInfo,
  enShowInfo: a.enShowInfo,
  couponType: a.couponType,
  amount: toYuanInput(a.amountFen),
  minSpend: toYuanInput(a.minSpendFen),
  maxOrder: toYuanInput(a.maxOrderFen),
  projectIds: a.projectIds,
  total: String(a.total),
  perMemberLimit: String(a.perMemberLimit),
  claimFrom: toHallInput(a.claimFrom),
  claimTo: toHallInput(a.claimTo),
  validDays: String(a.validDays),
});

const payloadOf = (v: Values) => ({
  ...v,
  amountFen: fromYuanInput(v.amount) ?? Number.NaN,
  minSpendFen: fromYuanInput(v.minSpend) ?? 0,
  maxOrderFen: fromYuanInput(v.maxOrder),
  total: Number(v.total),
  perMemberLimit: Number(v.perMemberLimit),
  claimFrom: fromHallInput(v.claimFrom) ?? '',
  claimTo: fromHallInput(v.claimTo) ?? '',
  validDays: Number(v.validDays),
});

/** Errors of the payload's fields, shown on the inputs that hold them. */
const INPUT_OF: Record<string, string> = {
  amountFen: 'amount',
  minSpendFen: 'minSpend',
  maxOrderFen: 'maxOrder',
};

/** The coupon activities, newest closing first, each with what was claimed; one form for a new one or the one chosen. */
export function CouponActivities() {
  const t = useTranslations('console.coupons.activities');
  const locale = useLocale() as Locale;
  const { data, error, mutate } = useStaffCall(staffCouponCalls.activities, {});
  const [editing, setEditing] = useState<StaffCouponActivity | null>(null);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <Panel testId="coupon-activities">
        <ListStatus rows={data} error={error} empty={t('empty')} />
        <ul className="divide-line divide-y">
          {data?.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3 text-sm" data-testid={`coupon-activity-${a.id}`}>
              <div className="min-w-0 flex-1 basis-56">
                <p className="font-medium">{localized(a, 'name', locale)}</p>
                <p className="text-muted">
                  {t('amountLine', { amount: formatYuan(a.amountFen), min: formatYuan(a.minSpendFen) })} · {t(`types.${a.couponType}`)}
                </p>
                <p className="text-muted">{t('window', { from: formatDayTime(a.claimFrom), to: formatDayTime(a.claimTo) })}</p>
              </div>
              <p className="tabular-nums">{t('claimed', { claimed: a.claimed, total: a.total })}</p>
              <button type="button" className={secondaryButton} onClick={() => setEditing(a)} data-testid={`coupon-activity-${a.id}-edit`}>
                {t('edit')}
              </button>
            </li>
          ))}
        </ul>
      </Panel>
      <ActivityForm key={editing?.id ?? 'new'} activity={editing} onSaved={() => void mutate()} onCancel={() => setEditing(null)} />
    </div>
  );
}

function ActivityForm({
  activity,
  onSaved,
  onCancel,
}: {
  activity: StaffCouponActivity | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations('console.coupons.activities');
  const tp = useTranslations('console.coupons');
  const locale = useLocale() as Locale;
  const errorText = useErrorText();
  const { values, errors, setErrors, setValues, update, field } = useFormFields<Values>(activity ? valuesOf(activity) : empty);
  const { notice, busy, save } = useSave({ setErrors, invalid: tp('fixFields'), fieldOf: INPUT_OF });
  const performances = useStaffCall(staffPublishingCalls.performances, { query: { pageSize: 50 } });
  useEffect(() => {
    if (activity) document.getElementById('coupon-name')?.focus();
  }, [activity]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const send = (body: CouponActivityPayload) =>
      activity
        ? staffCall(staffCouponCalls.updateActivity, { params: { id: activity.id }, body })
        : staffCall(staffCouponCalls.createActivity, { body });
    if (!(await save(couponActivityPayload, payloadOf(values), send, t('saved')))) return;
    if (!activity) setValues(empty());
    onSaved();
  }

  return (
    <Panel title={activity ? `${t('edit')} · ${activity.name}` : t('new')} testId="coupon-activity-form">
      <form onSubmit={submit} noValidate className="grid gap-4">
        <div className="grid gap-4 md:grid-cols-2">
          <TextField id="coupon-name" label={t('fields.name')} maxLength={60} {...field('name')} />
          <TextField id="coupon-enName" label={t('fields.enName')} maxLength={120} {...field('enName')} />
          <TextField id="coupon-showInfo" label={t('fields.showInfo')} maxLength={200} {...field('showInfo')} />
          <TextField id="coupon-enShowInfo" label={t('fields.enShowInfo')} maxLength={300} {...field('enShowInfo')} />
        </div>
        <div className="grid gap-4 md:grid-cols-4">
          <SelectField
            id="coupon-couponType"
            label={t('fields.couponType')}
            value={values.couponType}
            onChange={(e) => update({ couponType: e.target.value as Values['couponType'] })}
          >
            {COUPON_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </SelectField>
          <TextField id="coupon-amount" label={t('fields.amount')} inputMode="decimal" {...field('amount')} />
          <TextField id="coupon-minSpend" label={t('fields.minSpend')} inputMode="decimal" {...field('minSpend')} />
          <TextField id="coupon-maxOrder" label={t('fields.maxOrder')} inputMode="decimal" {...field('maxOrder')} />
        </div>
        <div className="grid gap-4 md:grid-cols-5">
          <TextField id="coupon-total" label={t('fields.total')} inputMode="numeric" {...field('total')} />
          <TextField id="coupon-perMemberLimit" label={t('fields.perMemberLimit')} inputMode="numeric" {...field('perMemberLimit')} />
          <TextField id="coupon-claimFrom" label={t('fields.claimFrom')} type="datetime-local" {...field('claimFrom')} />
          <TextField id="coupon-claimTo" label={t('fields.claimTo')} type="datetime-local" {...field('claimTo')} />
          <TextField id="coupon-validDays" label={t('fields.validDays')} inputMode="numeric" {...field('validDays')} />
        </div>
        {values.couponType !== 'cafe' && (
          <SelectField
            id="coupon-projectIds"
            label={t('fields.projects')}
            hint={t('projectsHint')}
            multiple
            size={6}
            value={values.projectIds.map(String)}
            onChange={(e) => update({ projectIds: [...e.target.selectedOptions].map((o) => Number(o.value)) })}
            error={errorText(errors.projectIds)}
          >
            {performances.data?.list.map((p) => (
              <option key={p.id} value={p.id}>
                {localized(p, 'mainTitle', locale)}
              </option>
            ))}
            {/* Chosen performances beyond the newest fifty stay chosen, named by their number. */}
            {values.projectIds
              .filter((id) => performances.data && !performances.data.list.some((p) => p.id === id))
              .map((id) => (
                <option key={id} value={id}>
                  #{id}
                </option>
              ))}
          </SelectField>
        )}
        <SaveBar label={activity ? t('save') : t('create')} testId="coupon-activity-save" busy={busy} notice={notice}>
          <CancelButton editing={activity !== null} label={t('cancelEdit')} onCancel={onCancel} />
        </SaveBar>
      </form>
    </Panel>
  );
}
