'use client';

import { useTranslations } from 'next-intl';
import { settlePayload } from '@/lib/contract/staff';
import { NoteForm } from '../note-form';

/**
 * Marks a payment settled by hand, with how: for money that cannot be refunded from here, a refund that failed, or
 * one the provider has not confirmed (then the clerk is asked to check the merchant platform first, since it may
 * still go through). Folded until asked for, so a list of many stays short.
 */
export function SettleForm({ id, url, requested, onSettled }: { id: string; url: string; requested: boolean; onSettled: () => void }) {
  const t = useTranslations('console.refunds');
  return (
    <details className="basis-full" data-testid={`${id}-settle`}>
      <summary className="text-brand inline-flex min-h-11 cursor-pointer items-center text-sm">{t('settle')}</summary>
      <div className="mt-2">
        <NoteForm
          id={`${id}-settle`}
          url={url}
          schema={settlePayload}
          label={t('settleNote')}
          submit={t('settleSave')}
          lead={
            <p className={`text-sm ${requested ? 'text-amber-900' : 'text-muted'}`}>
              {t(requested ? 'settleRequestedHint' : 'settleHint')}
            </p>
          }
          onDone={onSettled}
        />
      </div>
    </details>
  );
}
