'use client';

import { useState } from 'react';
import type { LayoutWords } from '@/lib/i18n/layout-words';
import { CalendarIcon } from '@/components/ui/icons';
import { lazyPart } from '@/components/i18n/lazy-part';
import { LazyDialog } from './lazy-dialog';

// The calendar's code (and the dialog's) loads when it is first opened, not with every page.
const CalendarOverlay = lazyPart(() => import('./calendar-overlay').then((m) => m.CalendarOverlay), { intl: true });

/** The header's calendar icon: the overlay of the coming days (the month page is one link further, inside it). */
export function CalendarButton({ words }: { words: LayoutWords['calendar'] }) {
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
        aria-label={words.open}
        data-testid="calendar-open"
        className="hover:text-brand rounded p-2"
      >
        <CalendarIcon />
      </button>
      {opened && (
        <LazyDialog open={open} onClose={() => setOpen(false)} label={words.title} closeLabel={words.close} testId="calendar-overlay">
          <CalendarOverlay onNavigate={() => setOpen(false)} />
        </LazyDialog>
      )}
    </>
  );
}
