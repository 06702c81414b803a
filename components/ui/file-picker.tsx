'use client';

import { useRef } from 'react';

/** The papers a venue-rental project takes: what the hall API accepts (it judges the content, not this list). */
export const PAPER_TYPES = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

/**
 * A button that opens the file chooser and hands over the file chosen (the input stays hidden, so the button looks
 * like the others); the same file may be chosen again. `testId` names the button, `${testId}-input` the input.
 */
export function FilePicker({
  label,
  accept,
  onFile,
  disabled,
  className,
  testId,
}: {
  label: string;
  accept: string;
  onFile: (file: File) => void;
  disabled?: boolean;
  className: string;
  testId: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" disabled={disabled} onClick={() => input.current?.click()} className={className} data-testid={testId}>
        {label}
      </button>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        data-testid={`${testId}-input`}
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          e.target.value = '';
          if (chosen) onFile(chosen);
        }}
      />
    </>
  );
}
