'use client';

import { useState, type FormEvent } from 'react';
import { TextField, primaryButton } from '@/components/ui/form-field';

/**
 * A code typed where the camera cannot read it (a ticket at the door, a voucher at the counter): sent as the camera's
 * would be, and cleared once it has been checked.
 */
export function TypedCode({
  id,
  label,
  submitLabel,
  testId,
  busy,
  onCode,
}: {
  id: string;
  label: string;
  submitLabel: string;
  testId: string;
  busy: boolean;
  onCode: (code: string) => Promise<unknown>;
}) {
  const [typed, setTyped] = useState('');

  function submit(e: FormEvent) {
    e.preventDefault();
    if (typed.trim()) void onCode(typed).then(() => setTyped(''));
  }

  return (
    <form onSubmit={submit} className="flex items-end gap-2">
      <TextField
        id={id}
        label={label}
        autoComplete="off"
        autoCapitalize="characters"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        className="flex-1"
      />
      <button type="submit" className={primaryButton} disabled={busy || !typed.trim()} data-testid={testId}>
        {submitLabel}
      </button>
    </form>
  );
}
