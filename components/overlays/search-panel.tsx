'use client';

import { useState } from 'react';
import { lazyPart } from '@/components/i18n/lazy-part';
import type { LayoutWords } from '@/lib/i18n/layout-words';
import { LazyDialog } from './lazy-dialog';
import { SearchIcon } from '@/components/ui/icons';

// The search's code (the dialog, SWR) loads when the panel is first opened, not with every page.
const SearchBody = lazyPart(() => import('./search-body').then((m) => m.SearchBody), { intl: true });

export function SearchPanel({ variant = 'icon', words }: { variant?: 'icon' | 'box'; words: LayoutWords['search'] }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const show = () => {
    setOpened(true);
    setOpen(true);
  };
  return (
    <>
      {variant === 'icon' ? (
        <button type="button" onClick={show} aria-label={words.open} data-testid="search-open" className="hover:text-brand rounded p-2">
          <SearchIcon />
        </button>
      ) : (
        <button
          type="button"
          onClick={show}
          data-testid="home-search"
          className="border-line text-muted hover:border-brand flex w-full items-center gap-3 rounded-full border bg-white px-5 py-3 text-left shadow-sm"
        >
          <SearchIcon />
          {words.placeholder}
        </button>
      )}
      {opened && (
        <LazyDialog open={open} onClose={() => setOpen(false)} label={words.title} closeLabel={words.close} testId="search-panel">
          <SearchBody onNavigate={() => setOpen(false)} />
        </LazyDialog>
      )}
    </>
  );
}
