'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { LazyDialog } from './lazy-dialog';
import { SearchIcon } from '@/components/ui/icons';

// The search's code (the dialog, SWR) loads when the panel is first opened, not with every page.
const SearchBody = dynamic(() => import('./search-body').then((m) => m.SearchBody));

export function SearchPanel({ variant = 'icon' }: { variant?: 'icon' | 'box' }) {
  const t = useTranslations('search');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const show = () => {
    setOpened(true);
    setOpen(true);
  };
  return (
    <>
      {variant === 'icon' ? (
        <button type="button" onClick={show} aria-label={t('open')} data-testid="search-open" className="hover:text-brand rounded p-2">
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
          {t('placeholder')}
        </button>
      )}
      {opened && (
        <LazyDialog open={open} onClose={() => setOpen(false)} label={t('title')} closeLabel={t('close')} testId="search-panel">
          <SearchBody onNavigate={() => setOpen(false)} />
        </LazyDialog>
      )}
    </>
  );
}
