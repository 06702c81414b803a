'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';
import { primaryButton } from '@/components/ui/form-field';
import { forgetCloseCheck } from '@/lib/hooks/use-close-check';
import { CloseAccountStep } from './close-account-step';

const DOES = ['signOut', 'erase', 'delete', 'forfeit', 'phone'] as const;
const STAYS = ['orders', 'invoices'] as const;

/**
 * Closing the account: what closing does and what stays, then (close-account-step.tsx) what stands in the way or the
 * code texted to the member's phone; once closed, the member is signed out and goes home from here.
 */
export function CloseAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('dataRights.close');
  const tc = useTranslations('common');
  const [closed, setClosed] = useState(false);
  // Signed out by now: nothing of the member centre behind the dialog can be shown any more.
  const home = () => window.location.assign('/');
  const list = 'text-muted mt-2 list-disc space-y-1 pl-5 text-sm leading-relaxed';
  const leave = () => {
    void forgetCloseCheck();
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={closed ? home : leave}
      label={t('dialogTitle')}
      closeLabel={tc('close')}
      variant="center"
      testId="close-account"
    >
      <h2 className="pr-8 font-serif text-xl font-semibold">{closed ? t('doneTitle') : t('dialogTitle')}</h2>
      {closed ? (
        <div role="status" className="mt-3" data-testid="close-account-done">
          <p className="text-muted leading-relaxed">{t('doneLead')}</p>
          <button type="button" onClick={home} className={`${primaryButton} mt-6 w-full sm:w-auto`} data-testid="close-account-home">
            {t('home')}
          </button>
        </div>
      ) : (
        <>
          <div className="mt-4 grid gap-4 sm:grid-cols-2" data-testid="close-account-terms">
            <section>
              <h3 className="text-sm font-medium">{t('doesTitle')}</h3>
              <ul className={list}>
                {DOES.map((key) => (
                  <li key={key}>{t(`does.${key}`)}</li>
                ))}
              </ul>
            </section>
            <section>
              <h3 className="text-sm font-medium">{t('staysTitle')}</h3>
              <ul className={list}>
                {STAYS.map((key) => (
                  <li key={key}>{t(`stays.${key}`)}</li>
                ))}
              </ul>
            </section>
          </div>
          <div className="border-line mt-5 border-t pt-5">
            <CloseAccountStep onClosed={() => setClosed(true)} onCancel={leave} />
          </div>
        </>
      )}
    </Dialog>
  );
}
