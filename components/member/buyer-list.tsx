'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Buyer } from '@/lib/contract/member';
import { bffCall } from '@/lib/client/call';
import { buyerCalls } from '@/lib/contract/member-calls';
import { useFailureText } from '@/lib/client/failure-text';
import { useBuyers } from '@/lib/hooks/use-buyers';
import { useDir } from '@/lib/hooks/use-dir';
import { Dialog } from '@/components/ui/dialog';
import { AccountState } from '@/components/ui/account-state';
import { Panel } from '@/components/ui/panel';
import { secondaryButton } from '@/components/ui/form-field';
import { FormMessage, type Notice } from '@/components/ui/form-message';
import { ConfirmButton } from './confirm-button';
import { BuyerForm } from './buyer-form';

/** Regular purchasers named on real-name tickets: list, add, delete. */
export function BuyerList() {
  const t = useTranslations('member');
  const failure = useFailureText();
  const tc = useTranslations('common');
  const locale = useLocale();
  const { data, error, mutate } = useBuyers();
  const { data: certTypes } = useDir('CERT_TYPE');
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  const typeName = (name: string) => (locale === 'en-US' && certTypes?.find((c) => c.name === name)?.enName) || name;
  const remove = async (b: Buyer) => {
    setNotice(null);
    try {
      await bffCall(buyerCalls.remove, { params: { id: b.id } });
      setNotice({ ok: true, text: t('buyers.deleted') });
    } catch (err) {
      setNotice({ ok: false, text: failure(err, t('loadFailed')) });
    }
    await mutate();
  };

  return (
    <Panel
      title={t('buyers.title')}
      action={
        data &&
        certTypes && (
          <button
            type="button"
            onClick={() => {
              setNotice(null);
              setAdding(true);
            }}
            className={secondaryButton}
            data-testid="buyer-add"
          >
            {t('buyers.add')}
          </button>
        )
      }
      testId="buyer-panel"
    >
      <p className="text-muted -mt-2 mb-4 text-sm">{t('buyers.lead')}</p>
      {!data ? (
        <AccountState area="member" error={error} retry={() => mutate()} />
      ) : data.length === 0 ? (
        <p className="text-muted py-6 text-center">{t('buyers.empty')}</p>
      ) : (
        <ul className="divide-line border-line divide-y rounded border">
          {data.map((b) => (
            <li key={b.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3" data-testid="buyer-item">
              <div className="min-w-0">
                <p className="font-medium">{b.name}</p>
                <p className="text-muted text-sm break-all">
                  {typeName(b.certType)} · <span className="font-mono">{b.certNo}</span>
                </p>
              </div>
              <ConfirmButton
                label={t('buyers.delete')}
                question={t('buyers.confirmDelete')}
                onConfirm={() => remove(b)}
                testId="buyer-delete"
              />
            </li>
          ))}
        </ul>
      )}
      <FormMessage text={notice?.text} ok={notice?.ok} className="mt-4" />
      <Dialog
        open={adding}
        onClose={() => setAdding(false)}
        label={t('buyers.addTitle')}
        closeLabel={tc('close')}
        variant="center"
        testId="buyer-dialog"
      >
        <h2 className="pr-8 font-serif text-xl">{t('buyers.addTitle')}</h2>
        {adding && certTypes && (
          <BuyerForm
            certTypes={certTypes}
            onCancel={() => setAdding(false)}
            onDone={() => {
              setAdding(false);
              setNotice({ ok: true, text: t('buyers.saved') });
              void mutate();
            }}
          />
        )}
      </Dialog>
    </Panel>
  );
}
