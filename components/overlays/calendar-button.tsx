'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';
import { CalendarIcon } from '@/components/ui/icons';
import dynamic from 'next/dynamic';

// The calendar's code loads when it is first opened, not with every page.
const CalendarOverlay = dynamic(() => import('./calendar-overlay').then((m) => m.CalendarOverlay));

export function CalendarButton({ variant = 'icon' }: { variant?: 'icon' | 'text' }) {
  const t = useTranslations('calendar');
  const [open, setOpen] = useState(false);
  return (
    <>
      {variant === 'icon' ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label={t('open')}
          data-testid="calendar-open"
          className="hover:text-brand rounded p-2"
        >
          <CalendarIcon />
        </button>
      ) : (
        <button
          type="button"
          onClick={() => setOpen(true)}
          data-testid="calendar-full"
          className="border-brand text-brand hover:bg-brand rounded border px-5 py-2 hover:text-white"
        >
          {t('viewFull')}
        </button>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} label={t('title')} closeLabel={t('close')} testId="calendar-overlay">
        <CalendarOverlay onNavigate={() => setOpen(false)} />
      </Dialog>
    </>
  );
}
