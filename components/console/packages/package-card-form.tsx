'use client';

import type { FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { packageCardPayload, type PackageCardPayload, type StaffPackageCard } from '@/lib/contract/package-editing';
import { staffPackageCalls } from '@/lib/contract/staff-package-calls';
import { localized, type Locale } from '@/lib/i18n/locales';
import { formatYuan } from '@/lib/format';
import { fromHallInput, toHallInput } from '@/lib/hall-time';
import { fromYuanInput, toYuanInput } from '@/lib/console/yuan-input';
import { staffCall } from '@/lib/client/staff-bff';
import { useStaffCall } from '@/lib/hooks/use-staff-call';
import { useErrorText, useFormFields } from '@/lib/client/form-errors';
import { CheckboxField, TextField } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';
import { PosterField } from '../publishing/poster-field';
import { RichTextField } from '../publishing/rich-text-field';
import { SaveBar } from '../form-kit/save-bar';
import { useSave } from '../form-kit/use-save';
import { CancelButton } from '../form-kit/cancel-button';

type Counts = 'credits' | 'perPerformance' | 'stock' | 'limitPerMember';
/** The form's values: money, counts and times as their inputs hold them. */
type Values = Omit<PackageCardPayload, 'priceFen' | Counts> & { price: string } & Record<Counts, string>;

const empty = (): Values => ({
  name: '',
  enName: '',
  summary: '',
  enSummary: '',
  terms: '',
  enTerms: '',
  image: '',
  price: '',
  credits: '10',
  perPerformance: '2',
  stock: '100',
  limitPerMember: '2',
  saleFrom: toHallInput(new Date().toISOString()),
  saleTo: '',
  validUntil: '',
  visible: true,
  performances: [],
});

const valuesOf = (c: StaffPackageCard): Values => ({
  name: c.name,
  enName: c.enName,
  summary: c.summary,
  enSummary: c.enSummary,
  terms: c.terms,
  enTerms: c.enTerms,
  image: c.image,
  price: toYuanInput(c.priceFen),
  credits: String(c.credits),
  perPerformance: String(c.perPerformance),
  stock: String(c.stock),
  limitPerMember: String(c.limitPerMember),
  saleFrom: toHallInput(c.saleFrom),
  saleTo: toHallInput(c.saleTo),
  validUntil: toHallInput(c.validUntil),
  visible: c.visible,
  performances: c.performances,
});

const payloadOf = (v: Values) => ({
  ...v,
  priceFen: fromYuanInput(v.price) ?? Number.NaN,
  credits: Number(v.credits),
  perPerformance: Number(v.perPerformance),
  stock: Number(v.stock),
  limitPerMember: Number(v.limitPerMember),
  saleFrom: fromHallInput(v.saleFrom) ?? '',
  saleTo: fromHallInput(v.saleTo) ?? '',
  validUntil: fromHallInput(v.validUntil) ?? '',
});

/** One package card: its texts in both languages, picture, price and counts, sale window, validity, what it covers. */
export function PackageCardForm({ card, onSaved, onCancel }: { card: StaffPackageCard | null; onSaved: () => void; onCancel: () => void }) {
  const t = useTranslations('console.packages.cards');
  const tp = useTranslations('console.packages');
  const errorText = useErrorText();
  const { values, errors, setErrors, setValues, update, field } = useFormFields<Values>(card ? valuesOf(card) : empty);
  const { notice, busy, save } = useSave({ setErrors, invalid: tp('fixFields'), fieldOf: { priceFen: 'price' } });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const send = (body: PackageCardPayload) =>
      card ? staffCall(staffPackageCalls.update, { params: { id: card.id }, body }) : staffCall(staffPackageCalls.create, { body });
    if (!(await save(packageCardPayload, payloadOf(values), send, t('saved')))) return;
    if (!card) setValues(empty());
    onSaved();
  }

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-[minmax(0,1fr)] gap-6" data-testid="package-card-form">
      <Panel title={card ? `${t('edit')} · ${card.name}` : t('new')}>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField id="package-name" label={t('fields.name')} maxLength={60} {...field('name')} />
          <TextField id="package-enName" label={t('fields.enName')} maxLength={120} {...field('enName')} />
          <TextField id="package-summary" label={t('fields.summary')} maxLength={200} {...field('summary')} />
          <TextField id="package-enSummary" label={t('fields.enSummary')} maxLength={300} {...field('enSummary')} />
        </div>
        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          <RichTextField id="package-terms" label={t('fields.terms')} value={values.terms} onChange={(terms) => update({ terms })} />
          <RichTextField
            id="package-enTerms"
            label={t('fields.enTerms')}
            value={values.enTerms}
            onChange={(enTerms) => update({ enTerms })}
          />
        </div>
        {errors.terms && <FormMessage text={errorText(errors.terms)} />}
      </Panel>
      <Panel>
        <PosterField
          id="package-image"
          label={t('fields.image')}
          wide
          value={values.image}
          onChange={(image) => update({ image })}
          error={errorText(errors.image)}
        />
        <div className="mt-4 grid gap-4 md:grid-cols-5">
          <TextField id="package-price" label={t('fields.price')} inputMode="decimal" {...field('price')} />
          <TextField id="package-credits" label={t('fields.credits')} inputMode="numeric" {...field('credits')} />
          <TextField id="package-perPerformance" label={t('fields.perPerformance')} inputMode="numeric" {...field('perPerformance')} />
          <TextField
            id="package-stock"
            label={t('fields.stock')}
            inputMode="numeric"
            hint={card ? t('soldHint', { sold: card.sold }) : undefined}
            {...field('stock')}
          />
          <TextField id="package-limitPerMember" label={t('fields.limitPerMember')} inputMode="numeric" {...field('limitPerMember')} />
        </div>
        <div className="mt-4 grid gap-4 md:grid-cols-3">
          <TextField id="package-saleFrom" label={t('fields.saleFrom')} type="datetime-local" {...field('saleFrom')} />
          <TextField id="package-saleTo" label={t('fields.saleTo')} type="datetime-local" {...field('saleTo')} />
          <TextField
            id="package-validUntil"
            label={t('fields.validUntil')}
            type="datetime-local"
            hint={t('validHint')}
            {...field('validUntil')}
          />
        </div>
        <div className="mt-4">
          <CheckboxField
            id="package-visible"
            label={t('fields.visible')}
            checked={values.visible}
            onChange={(visible) => update({ visible })}
          />
        </div>
      </Panel>
      <CoveredPerformances
        value={values.performances}
        onChange={(performances) => update({ performances })}
        error={errorText(errors.performances)}
      />
      <SaveBar label={card ? t('save') : t('create')} testId="package-card-save" busy={busy} notice={notice}>
        <CancelButton editing={card !== null} label={t('cancelEdit')} onCancel={onCancel} />
      </SaveBar>
    </form>
  );
}

type Covered = PackageCardPayload['performances'];

/** Which performances the card pays and, in each, up to which class price (that class and the cheaper ones). */
function CoveredPerformances({ value, onChange, error }: { value: Covered; onChange: (next: Covered) => void; error?: string }) {
  const t = useTranslations('console.packages.cards');
  const locale = useLocale() as Locale;
  const { data } = useStaffCall(staffPackageCalls.coverable, {});
  const chosen = new Map(value.map((c) => [c.performanceId, c.maxPriceFen]));
  const set = (id: number, maxPriceFen: number | null) =>
    onChange(
      maxPriceFen === null
        ? value.filter((c) => c.performanceId !== id)
        : [...value.filter((c) => c.performanceId !== id), { performanceId: id, maxPriceFen }].sort(
            (a, b) => a.performanceId - b.performanceId,
          ),
    );
  return (
    <Panel title={t('fields.performances')} testId="package-covered">
      <p className="text-muted mb-3 text-sm">{t('coverHint')}</p>
      {error && <FormMessage text={error} />}
      <div className="max-h-96 overflow-y-auto" tabIndex={0} role="region" aria-label={t('fields.performances')}>
        <ul className="divide-line divide-y text-sm">
          {data?.map((p) => {
            const ceiling = chosen.get(p.id);
            return (
              <li key={p.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-2" data-testid={`cover-${p.id}`}>
                <label className="flex min-h-11 min-w-0 flex-1 basis-64 items-center gap-2">
                  <input
                    type="checkbox"
                    className="h-5 w-5 shrink-0"
                    checked={ceiling !== undefined}
                    onChange={(e) => set(p.id, e.target.checked ? (p.prices[1] ?? p.prices[0]) : null)}
                  />
                  <span>
                    {localized(p, 'title', locale)}
                    {p.season && <span className="text-gold ml-2 text-xs">{t('season')}</span>}
                  </span>
                </label>
                {ceiling !== undefined && (
                  <label className="flex items-center gap-2">
                    <span className="text-muted">{t('upTo')}</span>
                    <select
                      className="border-line min-h-11 rounded border bg-white px-2"
                      value={ceiling}
                      onChange={(e) => set(p.id, Number(e.target.value))}
                    >
                      {[...new Set([...p.prices, ceiling])]
                        .sort((a, b) => b - a)
                        .map((price) => (
                          <option key={price} value={price}>
                            {formatYuan(price)}
                          </option>
                        ))}
                    </select>
                  </label>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </Panel>
  );
}
