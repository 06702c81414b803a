'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { ProjectStep } from '@/lib/contract/enterprise-project';
import { useAction } from '@/lib/client/use-action';
import { bffCall } from '@/lib/client/call';
import { renterCalls } from '@/lib/contract/rental-calls';
import { formatYuanGrouped } from '@/lib/format';
import { primaryButton, secondaryButton } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { WechatQr } from '@/components/checkout/wechat-qr';
import { startRenterPayment } from './renter-pay';

/** On /contractPayment while instalments are due: the next one to pay, online (§7 PUT protocolpay). */
export function InstalmentPay({ step, changed }: { step: ProjectStep; changed: () => void }) {
  const t = useTranslations('enterprise.projects');
  const { notice, busy, run } = useAction();
  const [qr, setQr] = useState<string | null>(null);
  const next = step.payments.find((p) => p.kind === 'instalment' && !p.paidAt);
  if (step.process !== 'contract_payment' || step.state !== 'current' || !next) return null;
  const pay = (method: 'alipay' | 'wechat') =>
    run(async () =>
      setQr(
        await startRenterPayment(
          (channel) => bffCall(renterCalls.payInstalment, { body: { id: step.project.id, paymentId: next.id, channel } }),
          method,
        ),
      ),
    );
  return (
    <div className="border-gold/40 bg-gold/5 mt-5 rounded border p-4" data-testid="instalment-pay">
      <p>
        {t('payments.instalment', { n: String(next.seq) })}{' '}
        <strong className="text-brand text-xl tabular-nums" data-testid="instalment-amount">
          {formatYuanGrouped(next.amountFen)}
        </strong>
      </p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          disabled={busy}
          onClick={() => pay('alipay')}
          className={`${primaryButton} sm:min-w-40`}
          data-testid="instalment-alipay"
        >
          {t('instalmentPay.alipay')}
        </button>
        <button type="button" disabled={busy} onClick={() => pay('wechat')} className={secondaryButton} data-testid="instalment-wechat">
          {t('instalmentPay.wechat')}
        </button>
      </div>
      {qr && (
        <div className="mt-4">
          <WechatQr codeUrl={qr} />
          <button type="button" onClick={changed} className={`${secondaryButton} mt-3`}>
            {t('instalmentPay.scanned')}
          </button>
        </div>
      )}
      <FormMessage text={notice?.text} ok={notice?.ok} className="mt-3" />
    </div>
  );
}
