'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { StaffVisitSlot } from '@/lib/contract/visit-editing';
import { formatYuan } from '@/lib/format';
import { staffVisitCalls } from '@/lib/contract/staff-visit-calls';
import { staffCall } from '@/lib/client/staff-bff';
import { useAction } from '@/lib/client/use-action';
import { TextField, secondaryButton } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';

/** One slot: booked of its places, its price, its places changed or the slot closed and opened in place. */
export function VisitSlotRow({ slot, onChanged }: { slot: StaffVisitSlot; onChanged: () => void }) {
  const t = useTranslations('console.visits.slot');
  // What the clerk typed, until it is saved; then the slot's own capacity again.
  const [edited, setEdited] = useState<string | null>(null);
  const capacity = edited ?? String(slot.capacity);
  const { notice, busy, run } = useAction();
  async function change(body: { capacity?: number; closed?: boolean }) {
    if (await run(() => staffCall(staffVisitCalls.changeSlot, { params: { id: slot.id }, body }), t('saved'))) {
      if (body.capacity !== undefined) setEdited(null);
      onChanged();
    }
  }
  const testId = `visit-slot-${slot.date}-${slot.startTime.replace(':', '')}`;

  return (
    <li className={`rounded border p-3 text-sm ${slot.closed ? 'border-line bg-paper' : 'border-line'}`} data-testid={testId}>
      <div className="flex items-baseline justify-between gap-2">
        <p className="text-base font-medium tabular-nums">{slot.startTime}</p>
        <p className={slot.closed ? 'text-brand' : 'text-green-800'} data-testid={`${testId}-state`}>
          {slot.closed ? t('closed') : t('open')}
        </p>
      </div>
      <p className="text-muted tabular-nums" data-testid={`${testId}-booked`}>
        {t('booked', { booked: slot.booked, capacity: slot.capacity })} · {formatYuan(slot.priceFen)}
      </p>
      <form
        className="mt-2 flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void change({ capacity: Number(capacity) });
        }}
      >
        <TextField
          id={`${testId}-capacity`}
          label={t('capacity')}
          inputMode="numeric"
          value={capacity}
          onChange={(e) => setEdited(e.target.value)}
          className="w-24"
        />
        <button type="submit" className={secondaryButton} disabled={busy || capacity === String(slot.capacity)}>
          {t('save')}
        </button>
        <button type="button" className={secondaryButton} disabled={busy} onClick={() => void change({ closed: !slot.closed })}>
          {slot.closed ? t('reopen') : t('close')}
        </button>
      </form>
      <FormMessage text={notice?.text} ok={notice?.ok} />
    </li>
  );
}
