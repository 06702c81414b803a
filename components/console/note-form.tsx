'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { staffBff } from '@/lib/client/staff-bff';
import { useErrorText } from '@/lib/client/form-errors';
import { TextAreaField, primaryButton, secondaryButton } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { useSave } from './form-kit/use-save';

type Props = {
  /** The field's id and the test ids' stem: `<id>-note`, `<id>-submit`. */
  id: string;
  /** POSTed `{ note }`, checked first with `schema` (the same the hall API checks). */
  url: string;
  schema: z.ZodType<{ note: string }>;
  label: string;
  submit: string;
  hint?: string;
  /** Said above the field (what the move does). */
  lead?: ReactNode;
  /** Said once it is done; without it the change itself shows (a list refetched). */
  done?: string;
  primary?: boolean;
  onDone: () => void;
};

/**
 * The console's moves that take a written reason or record of what was done by hand (settling a payment or a unit
 * of work, declining a project): a note checked as the hall API will check it, then one POST, its refusal shown
 * in the clerk's words.
 */
export function NoteForm({ id, url, schema, label, submit: submitLabel, hint, lead, done, primary, onDone }: Props) {
  const errorText = useErrorText();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { notice, busy, save } = useSave({ setErrors: (errors) => setError(errors.note) });

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (await save(schema, { note }, (body) => staffBff(url, { method: 'POST', body }), done)) onDone();
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      {lead}
      <TextAreaField
        id={`${id}-note`}
        label={label}
        rows={2}
        maxLength={500}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        error={errorText(error)}
        hint={hint}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={primary ? primaryButton : secondaryButton} disabled={busy} data-testid={`${id}-submit`}>
          {submitLabel}
        </button>
        <FormMessage text={notice?.text} ok={notice?.ok} />
      </div>
    </form>
  );
}
