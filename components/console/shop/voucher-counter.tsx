'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { VoucherCheck } from '@/lib/contract/shop-fulfilment';
import { localized, type Locale } from '@/lib/i18n/locales';
import { formatDayTime } from '@/lib/format';
import { staffShopCalls } from '@/lib/contract/staff-shop-calls';
import { staffCall } from '@/lib/client/staff-bff';
import { useAction } from '@/lib/client/use-action';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';
import { QrCamera } from '../door/qr-camera';
import { TypedCode } from '../form-kit/typed-code';

const TONES = {
  collected: 'bg-green-800 text-white',
  already: 'bg-amber-300 text-ink',
  expired: 'bg-brand text-white',
  void: 'bg-brand text-white',
  unknown: 'bg-brand text-white',
} as const;

/**
 * The café counter: a member's voucher QR read by the camera (or its code typed), and a large answer: hand the goods
 * over, or why not. Nothing is shown as collected that the hall API did not collect.
 */
export function VoucherCounter({ onCollected }: { onCollected: () => void }) {
  const t = useTranslations('console.shop.counter');
  const locale = useLocale() as Locale;
  const [check, setCheck] = useState<VoucherCheck | null>(null);
  const { notice, busy, run } = useAction();

  async function collect(code: string) {
    if (busy) return;
    setCheck(null);
    await run(async () => {
      const answer = await staffCall(staffShopCalls.collect, { body: { code } });
      setCheck(answer);
      if (answer.result === 'collected') onCollected();
    });
  }

  return (
    <Panel title={t('title')} testId="voucher-counter">
      <div className="grid gap-3">
        {check ? (
          <div
            role="status"
            className={`rounded p-5 text-center ${TONES[check.result]}`}
            data-testid="voucher-result"
            data-result={check.result}
          >
            <p className="text-2xl font-semibold">{t(`result.${check.result}`)}</p>
            {check.order && (
              <>
                <p className="mt-2 text-lg">
                  {localized(check.order, 'goodsName', locale)} × {check.order.quantity}
                </p>
                <p className="text-sm">
                  {check.result === 'already' && check.order.collectedAt
                    ? t('collectedAt', { at: formatDayTime(check.order.collectedAt) })
                    : check.order.pickupValidUntil && t('validUntil', { at: formatDayTime(check.order.pickupValidUntil) })}
                </p>
                <p className="text-xs">{check.order.orderNo}</p>
              </>
            )}
          </div>
        ) : (
          <p className="text-muted rounded border border-dashed p-5 text-center">{busy ? t('checking') : t('waiting')}</p>
        )}
        <FormMessage text={notice?.text} ok={notice?.ok} />
        <QrCamera onCode={(code) => void collect(code)} />
        <TypedCode id="voucher-code" label={t('typed')} submitLabel={t('collect')} testId="voucher-collect" busy={busy} onCode={collect} />
      </div>
    </Panel>
  );
}
