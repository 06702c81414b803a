'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { richTextCalls } from '@/lib/contract/content-calls';
import { useCall } from '@/lib/hooks/use-call';
import { useFailureText } from '@/lib/client/failure-text';
import { Dialog } from '@/components/ui/dialog';
import { RichText } from '@/components/content/rich-text';

/** The hall's ticketing description (§7 /api/ticketing_description/detail), read in a dialog before placing the order. */
export function TicketingDescriptionLink() {
  const t = useTranslations('checkout');
  const tc = useTranslations('common');
  const failure = useFailureText();
  const [open, setOpen] = useState(false);
  const { data, error } = useCall(richTextCalls.ticketingDescription, open ? {} : null);
  return (
    <>
      <button type="button" className="text-brand text-sm underline" onClick={() => setOpen(true)} data-testid="ticketing-description-open">
        {t('ticketingDescription')}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        label={t('ticketingDescription')}
        closeLabel={tc('close')}
        variant="center"
        testId="ticketing-description-dialog"
      >
        <h2 className="mb-3 font-serif text-lg font-semibold">{t('ticketingDescription')}</h2>
        {error ? (
          <p role="alert">{failure(error)}</p>
        ) : data ? (
          <RichText html={data.context} className="text-sm" />
        ) : (
          <p>{tc('loading')}</p>
        )}
      </Dialog>
    </>
  );
}
