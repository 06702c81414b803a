'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { CalendarIcon } from '@/components/ui/icons';
import dynamic from 'next/dynamic';
import { LazyDialog } from './lazy-dialog';

// The calendar's code (and the dialog's) loads when it is first opened, not with every page.
const CalendarOverlay = dynamic(() => import('./calendar-overlay').then((m) => m.CalendarOverlay));

/** The header's calendar icon: the overlay of the coming days (the month page is one link further, inside it). */
export function CalendarButton() {
  const t = useTranslations('calendar');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        aria-label={t('open')}
        data-testid="calendar-open"
        className="hover:text-brand rounded p-2"
      >
        <CalendarIcon />
      </button>
      {opened && (
        <LazyDialog open={open} onClose={() => setOpen(false)} label={t('title')} closeLabel={t('close')} testId="calendar-overlay">
          <CalendarOverlay onNavigate={() => setOpen(false)} />
        </LazyDialog>
      )}
    </>
  );
}
