'use client';

import { useState, type ComponentProps, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ticketClassPayload, type StaffSession, type StaffTicketClass, type TicketClassPayload } from '@/lib/contract/publishing';
import { localized, type Locale } from '@/lib/i18n/locales';
import { formatYuan } from '@/lib/format';
import { staffPublishingCalls } from '@/lib/contract/staff-publishing-calls';
import { staffCall } from '@/lib/client/staff-bff';
import { useFailureText } from '@/lib/client/failure-text';
import { useFormFields, type TextKey } from '@/lib/client/form-errors';
import { CheckboxField, TextField, secondaryButton } from '@/components/ui/form-field';
import { FormMessage, type Notice } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';
import { SaveBar } from '../form-kit/save-bar';
import { useSave } from '../form-kit/use-save';

type Values = {
  name: string;
  enName: string;
  price: string;
  color: string;
  pointOnly: boolean;
  pointPrice: string;
  limitPerMember: string;
  stock: string;
};

const valuesOf = (c?: StaffTicketClass): Values => ({
  name: c?.name ?? '',
  enName: c?.enName ?? '',
  price: c ? String(c.priceFen / 100) : '',
  color: c?.color ?? '#9b1c31',
  pointOnly: c?.pointOnly ?? false,
  pointPrice: c?.pointPrice == null ? '' : String(c.pointPrice),
  limitPerMember: c?.limitPerMember == null ? '' : String(c.limitPerMember),
  stock: c?.stock == null ? '' : String(c.stock),
});

const optional = (v: string) => (v.trim() === '' ? null : Number(v));
/** Yuan as typed (“280”, “99.5”) to fen, rounded to the fen so 0.1 + 0.2 never becomes a price. */
const payloadOf = (v: Values, hasSeatMap: boolean) => ({
  name: v.name,
  enName: v.enName,
  priceFen: v.price.trim() === '' ? Number.NaN : Math.round(Number(v.price) * 100),
  color: v.color,
  pointOnly: v.pointOnly,
  pointPrice: v.pointOnly ? optional(v.pointPrice) : null,
  limitPerMember: optional(v.limitPerMember),
  stock: hasSeatMap ? null : (optional(v.stock) ?? 0),
});

/** A session's ticket classes: each with its price, seats and sales, changed or deleted in place; one more added. */
export function TicketClasses({ session, onChanged }: { session: StaffSession; onChanged: () => void }) {
  const t = useTranslations('console.classes');
  const locale = useLocale() as Locale;
  const failure = useFailureText();
  const [editing, setEditing] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [round, setRound] = useState(0);

  async function remove(c: StaffTicketClass) {
    setNotice(null);
    try {
      await staffCall(staffPublishingCalls.deleteTicketClass, { params: { id: c.id } });
      setNotice({ ok: true, text: t('deleted', { name: c.name }) });
      onChanged();
    } catch (error) {
      setNotice({ ok: false, text: failure(error) });
    }
  }

  return (
    <Panel title={t('title')} testId="ticket-classes">
      <FormMessage text={notice?.text} ok={notice?.ok} className="mb-3" />
      {session.ticketClasses.length === 0 && <p className="text-muted mb-4">{t('none')}</p>}
      <ul className="divide-line mb-6 divide-y">
        {session.ticketClasses.map((c) => (
          <li key={c.id} className="py-3" data-testid={`class-${c.id}`}>
            <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
              <p className="flex items-center gap-2">
                <span className="inline-block size-4 rounded" style={{ background: c.color }} aria-hidden />
                <span className="font-medium">{localized(c, 'name', locale)}</span>
                <span>{c.pointOnly ? t('points', { points: c.pointPrice ?? 0 }) : formatYuan(c.priceFen)}</span>
              </p>
              <p className="text-muted">
                {session.hasSeatMap
                  ? t('seats', { assigned: c.assignedSeats, sold: c.soldSeats })
                  : t('stock', { stock: c.stock ?? 0, sold: c.sold })}
              </p>
              <div className="flex gap-2">
                <button type="button" className={secondaryButton} onClick={() => setEditing(editing === c.id ? null : c.id)}>
                  {t('edit')}
                  <span className="sr-only"> {c.name}</span>
                </button>
                <button type="button" className={secondaryButton} onClick={() => void remove(c)} data-testid={`class-delete-${c.id}`}>
                  {t('delete')}
                  <span className="sr-only"> {c.name}</span>
                </button>
              </div>
            </div>
            {editing === c.id && (
              <div className="mt-3">
                <ClassForm
                  session={session}
                  ticketClass={c}
                  onSaved={() => {
                    setEditing(null);
                    onChanged();
                  }}
                />
              </div>
            )}
          </li>
        ))}
      </ul>
      <h3 className="mb-3 font-medium">{t('add')}</h3>
      <ClassForm
        key={round}
        session={session}
        onSaved={() => {
          setRound((r) => r + 1);
          onChanged();
        }}
      />
    </Panel>
  );
}

function ClassForm({ session, ticketClass, onSaved }: { session: StaffSession; ticketClass?: StaffTicketClass; onSaved: () => void }) {
  const t = useTranslations('console.classes');
  const { values, setErrors, update, field } = useFormFields<Values>(() => valuesOf(ticketClass));
  const { notice, busy, save } = useSave({ setErrors, fieldOf: { priceFen: 'price' } });
  const prefix = ticketClass ? `class-${ticketClass.id}` : 'class-new';

  async function submit(e: FormEvent) {
    e.preventDefault();
    const send = (body: TicketClassPayload) =>
      ticketClass
        ? staffCall(staffPublishingCalls.updateTicketClass, { params: { id: ticketClass.id }, body })
        : staffCall(staffPublishingCalls.createTicketClass, { params: { id: session.id }, body });
    if (await save(ticketClassPayload, payloadOf(values, session.hasSeatMap), send)) onSaved();
  }

  const text = (name: TextKey<Values>, extra: Partial<ComponentProps<typeof TextField>> = {}) => (
    <TextField id={`${prefix}-${name}`} label={t(`fields.${name}`)} {...field(name)} {...extra} />
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-4" data-testid={`${prefix}-form`}>
      {text('name')}
      {text('enName')}
      {text('price', { inputMode: 'decimal' })}
      {text('color', { type: 'color' })}
      {text('limitPerMember', { inputMode: 'numeric', hint: t('limitHint') })}
      {!session.hasSeatMap && text('stock', { inputMode: 'numeric' })}
      <CheckboxField
        id={`${prefix}-pointOnly`}
        label={t('fields.pointOnly')}
        checked={values.pointOnly}
        onChange={(pointOnly) => update({ pointOnly })}
      />
      {values.pointOnly && text('pointPrice', { inputMode: 'numeric' })}
      <SaveBar
        label={ticketClass ? t('save') : t('create')}
        testId={`${prefix}-save`}
        busy={busy}
        notice={notice}
        className="md:col-span-4"
      />
    </form>
  );
}
