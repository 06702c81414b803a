'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { freightFen } from '@/lib/contract/freight';
import type { FreightSettingsView, GoodsDetailView } from '@/lib/contract/shop';
import { useFailureText } from '@/lib/client/failure-text';
import { formatYuan, maskPhone } from '@/lib/format';
import { useFreightRule } from '@/lib/hooks/use-freight-rule';
import { useMember } from '@/lib/hooks/use-member';
import { useReceivers } from '@/lib/hooks/use-receivers';
import { ReceiverForm } from '@/components/member/receiver-form';
import { Dialog } from '@/components/ui/dialog';
import { primaryButton, secondaryButton } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { PointsShort } from './redeem-button';
import { pointOrderCalls } from '@/lib/contract/shop-calls';
import { bffCall } from '@/lib/client/call';

/**
 * The redeem sheet: for delivered goods one of the member's receivers (or a new one, added here) and the
 * freight the hall's rule gives for it; the points, the cash to pay, and the member's balance, with the
 * shortfall where the points no longer reach (spent elsewhere since the detail was read). Confirming places
 * the order; a cash part goes on to the checkout, an order wholly in points straight to its result.
 */
export function RedeemSheet({ goods, quantity, onClose }: { goods: GoodsDetailView; quantity: number; onClose: () => void }) {
  const t = useTranslations('shop.sheet');
  const ts = useTranslations('shop');
  const router = useRouter();
  const failure = useFailureText();
  const delivered = goods.fulfilment === 'delivery';
  const { data: receivers, mutate: reloadReceivers } = useReceivers();
  const { data: rule } = useFreightRule();
  const { data: member } = useMember();
  const [receiverId, setReceiverId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  // The default address (listed first) is chosen until the member picks another; a new one is chosen once added.
  const receiver = receivers?.find((r) => r.id === receiverId) ?? receivers?.[0] ?? null;
  const goodsPoints = goods.pointPrice * quantity;
  const cashFen = goods.priceFen * quantity;
  const freight =
    delivered && receiver && rule
      ? freightFen(rule, { province: receiver.province, quantity, weightGrams: goods.weightGrams, goodsPoints })
      : 0;
  const toPay = cashFen + freight;
  const short = member ? Math.max(0, goodsPoints - member.pointsBalance) : 0;

  async function confirm() {
    setRefusal(null);
    if (delivered && !receiver) return setRefusal(t('chooseReceiver'));
    setBusy(true);
    try {
      const placed = await bffCall(pointOrderCalls.redeem, {
        body: { goodsId: goods.id, quantity, ...(delivered ? { receiverId: receiver!.id } : {}) },
      });
      router.push(placed.status === 'unpaid' ? `/confirmOrder?orderId=${placed.orderId}` : `/pointsPaySuccess?orderId=${placed.orderId}`);
    } catch (err) {
      setRefusal(failure(err, ts('failed')));
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={onClose} label={t('title')} closeLabel={t('close')} variant="center" testId="redeem-sheet">
      <div className="max-h-[85vh] space-y-5 overflow-y-auto p-5">
        <h2 className="font-serif text-xl font-semibold">{t('title')}</h2>
        <div className="flex gap-3">
          <img src={goods.image} alt="" width={64} height={64} className="bg-paper size-16 rounded object-cover" />
          <div>
            <p className="font-medium">{goods.name}</p>
            <p className="text-muted text-sm">× {quantity}</p>
          </div>
        </div>

        {delivered ? (
          <fieldset className="space-y-2">
            <legend className="mb-2 font-medium">{t('receiver')}</legend>
            {receivers?.length === 0 && !adding && <p className="text-muted text-sm">{t('noReceiver')}</p>}
            {receivers?.map((r) => (
              <label
                key={r.id}
                className={`flex cursor-pointer gap-3 rounded border p-3 text-sm ${r.id === receiver?.id ? 'border-brand bg-brand/5' : 'border-line'}`}
                data-testid="sheet-receiver"
              >
                <input
                  type="radio"
                  name="receiver"
                  checked={r.id === receiver?.id}
                  onChange={() => setReceiverId(r.id)}
                  className="accent-brand mt-1"
                />
                <span>
                  <span className="font-medium">{r.name}</span> {maskPhone(r.phone)}
                  <span className="text-muted block">
                    {[r.province, r.city === r.province ? null : r.city, r.county, r.address].filter(Boolean).join(' ')}
                  </span>
                </span>
              </label>
            ))}
            {adding ? (
              <ReceiverForm
                onCancel={() => setAdding(false)}
                onDone={async () => {
                  setAdding(false);
                  const list = await reloadReceivers();
                  // The newest address is the one just added.
                  const newest = list?.reduce((a, b) => (b.id > a.id ? b : a));
                  if (newest) setReceiverId(newest.id);
                }}
              />
            ) : (
              <button
                type="button"
                onClick={() => setAdding(true)}
                className={`${secondaryButton} w-full`}
                data-testid="sheet-add-receiver"
              >
                {t('addReceiver')}
              </button>
            )}
          </fieldset>
        ) : (
          <p className="bg-paper rounded p-3 text-sm">{t('pickupNote')}</p>
        )}

        <dl className="border-line space-y-2 border-t pt-4 text-sm" data-testid="sheet-amounts">
          <Row label={t('goodsPoints')} value={ts('points', { points: goodsPoints })} testId="sheet-points" />
          {cashFen > 0 && <Row label={t('cashPart')} value={formatYuan(cashFen)} />}
          {delivered && (
            <Row
              label={t('freight')}
              value={receiver && rule ? (freight === 0 ? t('freeFreight') : formatYuan(freight)) : '—'}
              testId="sheet-freight"
              note={rule ? <FreightRule rule={rule} /> : null}
            />
          )}
          {toPay > 0 && <Row label={t('toPay')} value={formatYuan(toPay)} strong testId="sheet-to-pay" />}
        </dl>
        {member && (
          <p className="text-muted text-right text-sm" data-testid="sheet-balance">
            {ts('balance', { points: member.pointsBalance })}
          </p>
        )}
        {short > 0 && <PointsShort id="sheet-short" points={short} />}
        {toPay > 0 && <p className="text-muted text-xs">{t('payNote')}</p>}
        <FormMessage text={refusal ?? undefined} ok={false} />
        <button
          type="button"
          onClick={confirm}
          disabled={busy || (delivered && !receivers) || short > 0}
          aria-describedby={short > 0 ? 'sheet-short' : undefined}
          className={`${primaryButton} w-full`}
          data-testid="sheet-confirm"
        >
          {busy ? t('busy') : toPay > 0 ? t('confirmAndPay') : t('confirm')}
        </button>
      </div>
    </Dialog>
  );
}

function Row({
  label,
  value,
  strong,
  testId,
  note,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
  note?: React.ReactNode;
}) {
  return (
    // One group of a <dl>: a div may hold its dt and dd, but nothing deeper.
    <div className="grid grid-cols-[1fr_auto] gap-x-4">
      <dt className="text-muted">{label}</dt>
      <dd className={`text-right ${strong ? 'text-brand text-base font-semibold' : ''}`} data-testid={testId}>
        {value}
      </dd>
      {note && <dd className="col-span-2">{note}</dd>}
    </div>
  );
}

function FreightRule({ rule }: { rule: FreightSettingsView }) {
  const t = useTranslations('shop.sheet');
  const kilo = rule.unit === 'kilo';
  const values = {
    first: formatYuan(rule.firstPriceFen),
    additional: formatYuan(rule.additionalPriceFen),
    free: rule.freeAbovePoints ?? 0,
  };
  const key =
    rule.freeAbovePoints === null ? (kilo ? 'freightRuleKiloNoFree' : 'freightRuleNoFree') : kilo ? 'freightRuleKilo' : 'freightRule';
  return <p className="text-muted mt-1 text-xs">{t(key, values)}</p>;
}
