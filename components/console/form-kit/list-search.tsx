'use client';

import { useState, type FormEvent } from 'react';
import { TextField, secondaryButton } from '@/components/ui/form-field';

/**
 * A list's search: the words typed (`draft`) apply only when the search is sent, and then from the first page.
 * `q` is what the list asks the hall API for.
 */
export function useListSearch() {
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  function submit(e: FormEvent) {
    e.preventDefault();
    setPage(1);
    setQ(draft.trim());
  }
  return { draft, setDraft, q, page, setPage, submit };
}

/** The search row of a console list: one text field and its button, in the list's filter panel. */
export function ListSearch({
  id,
  label,
  submitLabel,
  search,
}: {
  id: string;
  label: string;
  submitLabel: string;
  search: Pick<ReturnType<typeof useListSearch>, 'draft' | 'setDraft' | 'submit'>;
}) {
  return (
    <form onSubmit={search.submit} role="search" className="flex min-w-0 flex-1 basis-full flex-wrap items-end gap-3 sm:basis-auto">
      <TextField
        id={id}
        className="min-w-0 flex-1 basis-40"
        label={label}
        value={search.draft}
        maxLength={50}
        onChange={(e) => search.setDraft(e.target.value)}
      />
      <button type="submit" className={secondaryButton}>
        {submitLabel}
      </button>
    </form>
  );
}
