'use client';

import type { ComponentProps, FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { sessionPayload, type SessionPayload, type StaffSession } from '@/lib/contract/publishing';
import { localized, type Locale } from '@/lib/i18n/locales';
import { fromHallInput, toHallInput } from '@/lib/hall-time';
import { staffBff, staffCall } from '@/lib/client/staff-bff';
import { staffPublishingCalls } from '@/lib/contract/staff-publishing-calls';
import { useFormFields, type TextKey } from '@/lib/client/form-errors';
import { CheckboxField, SelectField, TextField } from '@/components/ui/form-field';
import { performanceCalls } from '@/lib/contract/performance-calls';
import { useCall } from '@/lib/hooks/use-call';
import { SaveBar } from '../form-kit/save-bar';
import { useSave } from '../form-kit/use-save';

type Values = {
  startTime: string;
  endTime: string;
  hallId: string;
  hasSeatMap: boolean;
  limitPerOrder: string;
  limitPerMember: string;
  saleState: 'on_sale' | 'off_sale';
  saleEndAt: string;
};

const valuesOf = (s: StaffSession | undefined, hallId: number): Values => ({
  startTime: toHallInput(s?.startTime ?? null),
  endTime: toHallInput(s?.endTime ?? null),
  hallId: String(s?.hallId ?? hallId),
  hasSeatMap: s?.hasSeatMap ?? true,
  limitPerOrder: String(s?.limitPerOrder ?? 4),
  limitPerMember: String(s?.limitPerMember ?? 6),
  saleState: s?.saleState === 'off_sale' ? 'off_sale' : 'on_sale',
  saleEndAt: toHallInput(s?.saleEndAt ?? null),
});

const payloadOf = (v: Values) => ({
  ...v,
  startTime: fromHallInput(v.startTime) ?? '',
  endTime: fromHallInput(v.endTime) ?? '',
  hallId: Number(v.hallId) || 0,
  limitPerOrder: Number(v.limitPerOrder),
  limitPerMember: Number(v.limitPerMember),
  saleEndAt: fromHallInput(v.saleEndAt),
});

/** A session's times, hall, limits and sale state: a new one of a performance (`performanceId`), or one to change. */
export function SessionForm({
  performanceId,
  session,
  hallId,
  onSaved,
}: {
  performanceId?: number;
  session?: StaffSession;
  hallId: number;
  onSaved: (id: number) => void;
}) {
  const t = useTranslations('console.sessionEditor');
  const locale = useLocale() as Locale;
  const halls = useCall(performanceCalls.halls, {}, undefined, staffBff);
  const { values, setErrors, bind, update, field } = useFormFields<Values>(() => valuesOf(session, hallId));
  const { notice, busy, save } = useSave({ setErrors });
  const prefix = session ? `session-${session.id}` : 'session-new';

  async function submit(e: FormEvent) {
    e.preventDefault();
    const send = async (body: SessionPayload) => {
      const saved = session
        ? await staffCall(staffPublishingCalls.updateSession, { params: { id: session.id }, body })
        : await staffCall(staffPublishingCalls.createSession, { params: { id: performanceId }, body });
      onSaved(saved.id);
    };
    await save(sessionPayload, payloadOf(values), send, t('saved'));
  }

  const text = (name: TextKey<Values>, extra: Partial<ComponentProps<typeof TextField>> = {}) => (
    <TextField id={`${prefix}-${name}`} label={t(`fields.${name}`)} {...field(name)} {...extra} />
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" data-testid={`${prefix}-form`}>
      <div className="grid gap-4 md:grid-cols-3">
        {text('startTime', { type: 'datetime-local', hint: t('hallTime') })}
        {text('endTime', { type: 'datetime-local' })}
        <SelectField
          id={`${prefix}-hallId`}
          label={t('fields.hallId')}
          value={values.hallId}
          onChange={bind('hallId')}
          hint={session?.orderCount ? t('hallLocked') : undefined}
          disabled={Boolean(session?.orderCount)}
        >
          {halls.data?.map((h) => (
            <option key={h.id} value={h.id}>
              {localized(h, 'name', locale)}
            </option>
          ))}
        </SelectField>
        {text('limitPerOrder', { inputMode: 'numeric' })}
        {text('limitPerMember', { inputMode: 'numeric' })}
        {text('saleEndAt', { type: 'datetime-local', hint: t('saleEndHint') })}
        <SelectField
          id={`${prefix}-saleState`}
          label={t('fields.saleState')}
          value={values.saleState}
          onChange={(e) => update({ saleState: e.target.value === 'off_sale' ? 'off_sale' : 'on_sale' })}
        >
          <option value="on_sale">{t('saleStates.on_sale')}</option>
          <option value="off_sale">{t('saleStates.off_sale')}</option>
        </SelectField>
        <CheckboxField
          id={`${prefix}-hasSeatMap`}
          label={t('fields.hasSeatMap')}
          checked={values.hasSeatMap}
          onChange={(hasSeatMap) => update({ hasSeatMap })}
        />
      </div>
      <SaveBar label={session ? t('save') : t('add')} testId={`${prefix}-save`} busy={busy} notice={notice} />
    </form>
  );
}
