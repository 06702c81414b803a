'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { buyerCalls } from '@/lib/contract/member-calls';
import { bffCall } from '@/lib/client/call';
import { useDir } from '@/lib/hooks/use-dir';
import { BuyerForm } from '@/components/member/buyer-form';
import { Dialog } from '@/components/ui/dialog';
import { primaryButton } from '@/components/ui/form-field';

/**
 * A member with no regular purchaser cannot apply yet: the apply action is adding one, here, in a dialog, and back
 * to the round with that purchaser chosen, rather than a link away to the account settings.
 */
export function AddBuyerFirst({ onAdded }: { onAdded: (buyerId: number) => void }) {
  const t = useTranslations('welfare');
  const tc = useTranslations('common');
  const { data: certTypes } = useDir('CERT_TYPE');
  const [open, setOpen] = useState(false);

  async function added() {
    setOpen(false);
    // The purchaser just saved is the member's only one: read it back to choose it.
    const [first] = await bffCall(buyerCalls.list, {});
    if (first) onAdded(first.id);
  }

  return (
    <div className="bg-paper mt-4 rounded p-4 text-sm" data-testid="welfare-no-buyers">
      <p>{t('noBuyers')}</p>
      <button
        type="button"
        className={`${primaryButton} mt-3`}
        onClick={() => setOpen(true)}
        disabled={!certTypes}
        data-testid="welfare-add-buyer"
      >
        {t('addBuyerToApply')}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        label={t('addBuyerTitle')}
        closeLabel={tc('close')}
        variant="center"
        testId="buyer-dialog"
      >
        <h2 className="pr-8 font-serif text-xl">{t('addBuyerTitle')}</h2>
        {open && certTypes && <BuyerForm certTypes={certTypes} onCancel={() => setOpen(false)} onDone={added} />}
      </Dialog>
    </div>
  );
}
