'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { CARRIERS, shipPayload } from '@/lib/contract/shop-fulfilment';
import { staffShopCalls } from '@/lib/contract/staff-shop-calls';
import { staffCall } from '@/lib/client/staff-bff';
import { useErrorText, type FieldErrors } from '@/lib/client/form-errors';
import { SelectField, TextField, primaryButton } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { useSave } from '../form-kit/use-save';

/** Shipping one parcel: the carrier it was handed to and the waybill number; the member is told at once. */
export function ShipForm({ orderId, onShipped }: { orderId: number; onShipped: () => void }) {
  const t = useTranslations('console.shop.ship');
  const errorText = useErrorText();
  const [carrier, setCarrier] = useState('shunfeng');
  const [trackingNo, setTrackingNo] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { notice, busy, save } = useSave({ setErrors });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const send = (body: { carrier: string; trackingNo: string }) => staffCall(staffShopCalls.ship, { params: { id: orderId }, body });
    if (await save(shipPayload, { carrier, trackingNo }, send)) onShipped();
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-2 grid gap-2 sm:grid-cols-[10rem_minmax(0,1fr)_auto] sm:items-end"
      data-testid={`ship-${orderId}`}
    >
      <SelectField
        id={`ship-${orderId}-carrier`}
        label={t('carrier')}
        value={carrier}
        onChange={(e) => setCarrier(e.target.value)}
        error={errorText(errors.carrier)}
      >
        {Object.entries(CARRIERS).map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </SelectField>
      <TextField
        id={`ship-${orderId}-trackingNo`}
        label={t('trackingNo')}
        autoComplete="off"
        value={trackingNo}
        onChange={(e) => setTrackingNo(e.target.value)}
        error={errorText(errors.trackingNo)}
      />
      <button type="submit" className={primaryButton} disabled={busy} data-testid={`ship-${orderId}-send`}>
        {t('send')}
      </button>
      <FormMessage text={notice?.text} ok={notice?.ok} />
    </form>
  );
}
