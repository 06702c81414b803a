'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';

/**
 * A modal on the platform's <dialog>: focus is trapped, Esc closes, the page behind is inert.
 * `variant="sheet"` slides from the top on phones (search, calendar); `"center"` is a classic box.
 */
export function Dialog(props: {
  open: boolean;
  onClose: () => void;
  label: string;
  closeLabel: string;
  children: ReactNode;
  variant?: 'sheet' | 'center';
  testId?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) dialog.showModal();
    if (!props.open && dialog.open) dialog.close();
  }, [props.open]);

  const layout =
    props.variant === 'center'
      ? 'm-auto w-[min(92vw,560px)] rounded-lg'
      : 'mx-auto mt-0 w-full max-w-5xl rounded-b-lg lg:mt-16 lg:rounded-lg';
  return (
    <dialog
      ref={ref}
      aria-label={props.label}
      data-testid={props.testId}
      onClose={props.onClose}
      onClick={(e) => e.target === ref.current && props.onClose()}
      className={`${layout} text-ink max-h-[90vh] bg-white p-0 shadow-2xl backdrop:bg-black/50`}
    >
      <div className="relative p-4 lg:p-6">
        <button
          type="button"
          onClick={props.onClose}
          aria-label={props.closeLabel}
          className="text-muted hover:text-ink absolute top-3 right-3 rounded p-1"
        >
          <CloseIcon />
        </button>
        {props.open ? props.children : null}
      </div>
    </dialog>
  );
}
