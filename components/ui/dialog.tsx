'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';

const BACKDROP_GRACE_MS = 400;

/**
 * A modal on the platform's <dialog>: focus is trapped, Esc closes, the page behind is inert.
 * `variant="sheet"` slides from the top on phones (search, calendar); `"center"` is a classic box, `narrow`
 * for forms. `open` is the truth: Esc and the close button ask `onClose`, which may also decide to stay open
 * (the login overlay goes back a step instead).
 */
export function Dialog(props: {
  open: boolean;
  onClose: () => void;
  label: string;
  closeLabel: string;
  children: ReactNode;
  variant?: 'sheet' | 'center';
  narrow?: boolean;
  testId?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const open = useRef(props.open);
  const openedAt = useRef(0);
  // Every render: the <dialog> follows `open`, even after the browser closed it on its own.
  useEffect(() => {
    // Before close() below: the close event it queues must read the new value.
    open.current = props.open;
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) {
      dialog.showModal();
      openedAt.current = Date.now();
    }
    if (!props.open && dialog.open) dialog.close();
  });

  const layout =
    props.variant === 'center'
      ? `m-auto rounded-lg ${props.narrow ? 'w-[min(94vw,440px)]' : 'w-[min(92vw,560px)]'}`
      : 'mx-auto mt-0 w-full max-w-5xl rounded-b-lg lg:mt-16 lg:rounded-lg';
  return (
    <dialog
      ref={ref}
      aria-label={props.label}
      data-testid={props.testId}
      onCancel={(e) => {
        e.preventDefault();
        props.onClose();
      }}
      // A close the page did not ask for (the browser's own, when it would not let Esc be cancelled).
      onClose={() => open.current && props.onClose()}
      // A click on the backdrop closes, unless it came within a moment of opening: the second click of a double click
      // on what opened it (a coupon's "collect"), which would close the answer before anyone read it.
      onClick={(e) => e.target === ref.current && Date.now() - openedAt.current > BACKDROP_GRACE_MS && props.onClose()}
      className={`${layout} text-ink max-h-[90vh] bg-white p-0 shadow-2xl backdrop:bg-black/50`}
    >
      <div className="relative p-4 lg:p-6">
        <button
          type="button"
          onClick={props.onClose}
          aria-label={props.closeLabel}
          className="text-muted hover:text-ink absolute top-3 right-3 rounded p-1"
          data-testid={props.testId ? `${props.testId}-close` : undefined}
        >
          <CloseIcon />
        </button>
        {props.open ? props.children : null}
      </div>
    </dialog>
  );
}
