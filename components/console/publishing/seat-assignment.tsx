'use client';

import { useMemo, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { seatAssignmentPayload, type SeatAssignmentPayload, type StaffSeatMap } from '@/lib/contract/publishing';
import { staffPublishingCalls } from '@/lib/contract/staff-publishing-calls';
import { localized, type Locale } from '@/lib/i18n/locales';
import { staffCall } from '@/lib/client/staff-bff';
import { useErrorText, type FieldErrors } from '@/lib/client/form-errors';
import { SelectField, TextField, primaryButton } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';
import { useSave } from '../form-kit/use-save';

const HALF = 7;
const UNASSIGNED = '#e7e5e4';
const OFF_SALE = 'none';

/**
 * The hall's seats in the session's classes: the drawing shows each seat in its class colour (grey: not on sale;
 * outlined dark: held or sold, which keep their class), and the form gives an area's rows to a class.
 */
export function SeatAssignment({ map, onAssigned }: { map: StaffSeatMap; onAssigned: () => void }) {
  const t = useTranslations('console.seats');
  const locale = useLocale() as Locale;
  const errorText = useErrorText();
  const classes = map.session.ticketClasses;
  const colour = useMemo(() => new Map(classes.map((c) => [c.id, c.color])), [classes]);
  const [area, setArea] = useState('0');
  const [rowFrom, setRowFrom] = useState('1');
  const [rowTo, setRowTo] = useState(String(map.areas[0]?.rows ?? 1));
  const [ticketClass, setTicketClass] = useState(String(classes[0]?.id ?? OFF_SALE));
  const [errors, setErrors] = useState<FieldErrors>({});
  const { notice, busy, save } = useSave({ setErrors });
  const counts = useMemo(() => {
    const n = new Map<number | null, number>();
    for (const s of map.seats) n.set(s[6], (n.get(s[6]) ?? 0) + 1);
    return n;
  }, [map.seats]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const chosen = map.areas[Number(area)];
    const payload = {
      ticketClassId: ticketClass === OFF_SALE ? null : Number(ticketClass),
      floor: chosen?.floor,
      area: chosen?.name,
      rowFrom: Number(rowFrom),
      rowTo: Number(rowTo),
    };
    const send = (body: SeatAssignmentPayload) => staffCall(staffPublishingCalls.assignSeats, { params: { id: map.session.id }, body });
    if (await save(seatAssignmentPayload, payload, send, (result) => t('result', result))) onAssigned();
  }

  const { width, height } = map.hall;
  return (
    <Panel title={t('title')} testId="seat-assignment">
      <p className="text-muted mb-4 text-sm">{t('intro')}</p>
      <ul className="mb-4 flex flex-wrap gap-x-4 gap-y-2 text-sm" aria-label={t('legend')}>
        {classes.map((c) => (
          <li key={c.id} className="flex items-center gap-2" data-testid={`seat-count-${c.id}`}>
            <span className="inline-block size-3.5 rounded" style={{ background: c.color }} aria-hidden />
            {localized(c, 'name', locale)} · {t('count', { count: counts.get(c.id) ?? 0 })}
          </li>
        ))}
        <li className="flex items-center gap-2" data-testid="seat-count-none">
          <span className="inline-block size-3.5 rounded" style={{ background: UNASSIGNED }} aria-hidden />
          {t('notOnSale')} · {t('count', { count: counts.get(null) ?? 0 })}
        </li>
        <li className="flex items-center gap-2">
          <span className="inline-block size-3.5 rounded border-2 border-stone-900" aria-hidden />
          {t('taken')}
        </li>
      </ul>
      {/* Scrolled by keyboard too: a phone's width shows part of a large hall. */}
      <div
        className="border-line focus:ring-brand mb-6 overflow-auto rounded border bg-white outline-none focus:ring-2"
        style={{ maxHeight: 520 }}
        tabIndex={0}
        role="region"
        aria-label={t('drawing', { hall: localized(map.hall, 'name', locale) })}
      >
        <svg
          viewBox={`0 0 ${width} ${height}`}
          className="block h-auto w-full min-w-[640px]"
          style={{ aspectRatio: `${width} / ${height}` }}
          role="img"
          aria-label={t('drawing', { hall: localized(map.hall, 'name', locale) })}
        >
          <rect x={width * 0.3} y={24} width={width * 0.4} height={60} rx={10} fill="#e7e2da" />
          <text x={width / 2} y={64} textAnchor="middle" fontSize={26} fill="#57534e">
            {t('stage')}
          </text>
          {map.seats.map(([id, , , , x, y, classId, status]) => (
            <rect
              key={id}
              x={x - HALF}
              y={y - HALF}
              width={HALF * 2}
              height={HALF * 2}
              rx={3}
              fill={classId === null ? UNASSIGNED : (colour.get(classId) ?? UNASSIGNED)}
              stroke={status && status !== 'available' && status !== 'locked' ? '#1c1917' : undefined}
              strokeWidth={status && status !== 'available' && status !== 'locked' ? 3 : undefined}
            />
          ))}
        </svg>
      </div>
      <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-[2fr_1fr_1fr_1.5fr_auto]" data-testid="seat-assignment-form">
        <SelectField
          id="assign-area"
          label={t('area')}
          value={area}
          onChange={(e) => {
            setArea(e.target.value);
            setRowFrom('1');
            setRowTo(String(map.areas[Number(e.target.value)]?.rows ?? 1));
          }}
        >
          {map.areas.map((a, i) => (
            <option key={`${a.floor}-${a.name}`} value={i}>
              {t('areaOption', { floor: a.floor, area: localized(a, 'name', locale), rows: a.rows })}
            </option>
          ))}
        </SelectField>
        <TextField
          id="assign-rowFrom"
          label={t('rowFrom')}
          inputMode="numeric"
          value={rowFrom}
          onChange={(e) => setRowFrom(e.target.value)}
          error={errorText(errors.rowFrom)}
        />
        <TextField
          id="assign-rowTo"
          label={t('rowTo')}
          inputMode="numeric"
          value={rowTo}
          onChange={(e) => setRowTo(e.target.value)}
          error={errorText(errors.rowTo)}
        />
        <SelectField id="assign-class" label={t('class')} value={ticketClass} onChange={(e) => setTicketClass(e.target.value)}>
          {classes.map((c) => (
            <option key={c.id} value={c.id}>
              {localized(c, 'name', locale)}
            </option>
          ))}
          <option value={OFF_SALE}>{t('notOnSale')}</option>
        </SelectField>
        <div className="flex items-end pb-5">
          <button type="submit" className={primaryButton} disabled={busy} data-testid="assign-submit">
            {t('assign')}
          </button>
        </div>
      </form>
      <FormMessage text={notice?.text} ok={notice?.ok} />
    </Panel>
  );
}
