'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { ProjectStep } from '@/lib/contract/enterprise-project';
import type { ProjectFileView } from '@/lib/contract/rental';
import { bffCall } from '@/lib/client/call';
import { renterCalls } from '@/lib/contract/rental-calls';
import { useAction } from '@/lib/client/use-action';
import { formatYuanGrouped } from '@/lib/format';
import { primaryButton, secondaryButton } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { FILE_RULES } from '@/lib/contract/uploads';
import { uploadCall } from '@/lib/client/upload';
import { FilePicker, type PickedUpload } from '@/components/ui/file-picker';
import { WechatQr } from '@/components/checkout/wechat-qr';
import { startRenterPayment } from './renter-pay';

/**
 * The deposit, on /payDeposit while it is due: online (§7 PUT pay: Alipay's cashier, or WeChat Pay's code on a
 * desktop and its mobile page on a phone) or by bank transfer with its receipt, which the staff confirm.
 */
export function DepositPayment({ step, changed }: { step: ProjectStep; changed: () => void }) {
  const t = useTranslations('enterprise.projects.depositPay');
  const { notice, busy, run } = useAction();
  const [qr, setQr] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<ProjectFileView | null>(null);
  const { project } = step;
  const deposit = step.payments.find((p) => p.kind === 'deposit');
  if (step.process !== 'deposit' || step.state !== 'current' || !deposit) return null;
  if (project.status === 'submitted')
    return (
      <p className="border-line bg-paper mt-5 rounded border p-4" data-testid="deposit-waiting">
        {t('waiting')}
      </p>
    );

  const pay = (method: 'alipay' | 'wechat') =>
    run(async () => setQr(await startRenterPayment((channel) => bffCall(renterCalls.pay, { body: { id: project.id, channel } }), method)));
  const upload = (file: File, picked: PickedUpload) =>
    run(async () => {
      const query = { projectId: project.id, kind: 'receipt', name: file.name.slice(0, 120) } as const;
      setReceipt(await uploadCall(renterCalls.uploadFile, { query }, file, picked));
    });
  const send = async () => {
    if (await run(() => bffCall(renterCalls.sendReceipt, { body: { id: project.id, fileId: receipt!.id } }), t('receiptSent'))) changed();
  };

  return (
    <div className="border-gold/40 bg-gold/5 mt-5 rounded border p-4" data-testid="deposit-payment">
      <h3 className="font-serif text-lg font-semibold">{t('title')}</h3>
      <p className="text-muted mt-1 text-sm leading-relaxed">{t('lead')}</p>
      <p className="mt-3">
        {t('amount')}{' '}
        <strong className="text-brand text-xl tabular-nums" data-testid="deposit-amount">
          {formatYuanGrouped(deposit.amountFen)}
        </strong>
      </p>
      <h4 className="mt-4 font-medium">{t('online')}</h4>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          disabled={busy}
          onClick={() => pay('alipay')}
          className={`${primaryButton} sm:min-w-40`}
          data-testid="deposit-alipay"
        >
          {t('alipay')}
        </button>
        <button type="button" disabled={busy} onClick={() => pay('wechat')} className={secondaryButton} data-testid="deposit-wechat">
          {t('wechat')}
        </button>
      </div>
      {qr && (
        <div className="mt-4" data-testid="deposit-qr">
          <WechatQr codeUrl={qr} />
          <button type="button" onClick={changed} className={`${secondaryButton} mt-3`} data-testid="deposit-scanned">
            {t('scanned')}
          </button>
        </div>
      )}
      <h4 className="mt-5 font-medium">{t('transfer')}</h4>
      <p className="text-muted mt-1 text-sm">{t('transferLead')}</p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <FilePicker
          label={t('receiptChoose')}
          rule={FILE_RULES.paper}
          onFile={upload}
          disabled={busy}
          className={secondaryButton}
          testId="receipt-choose"
        />
        {receipt && (
          <>
            <span className="text-sm">{t('receiptUploaded', { name: receipt.name })}</span>
            <button type="button" disabled={busy} onClick={send} className={primaryButton} data-testid="receipt-send">
              {t('receiptSend')}
            </button>
          </>
        )}
      </div>
      <FormMessage text={notice?.text} ok={notice?.ok} className="mt-3" />
    </div>
  );
}
