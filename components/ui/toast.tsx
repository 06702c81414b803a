'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * Toasts (§9: 2000 ms, 120 px from the top). `toast()` may be called from anywhere, the §8 response rules
 * included; the one <Toaster> in the layout shows them, announced politely to screen readers. The toaster is
 * a manual popover, raised to the top layer each time, so toasts show above an open modal <dialog> as well.
 */
const TOAST_EVENT = 'hall:toast';
export const TOAST_MS = 2000;
type Kind = 'info' | 'success' | 'error' | 'loading';
type Toast = { id: number; message: string; kind: Kind; duration: number };

let next = 1;
export function toast(message: string, options: { kind?: Kind; duration?: number } = {}) {
  const detail: Toast = { id: next++, message, kind: options.kind ?? 'info', duration: options.duration ?? TOAST_MS };
  window.dispatchEvent(new CustomEvent<Toast>(TOAST_EVENT, { detail }));
}

const tone: Record<Kind, string> = {
  info: 'bg-ink/90 text-white',
  success: 'bg-green-700 text-white',
  error: 'bg-brand text-white',
  loading: 'bg-ink/90 text-white',
};

export function Toaster() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof el.showPopover !== 'function') return;
    if (el.matches(':popover-open')) el.hidePopover();
    if (toasts.length) el.showPopover();
  }, [toasts]);
  useEffect(() => {
    const show = (e: Event) => {
      const t = (e as CustomEvent<Toast>).detail;
      setToasts((list) => [...list.filter((x) => x.message !== t.message), t]);
      setTimeout(() => setToasts((list) => list.filter((x) => x.id !== t.id)), t.duration);
    };
    window.addEventListener(TOAST_EVENT, show);
    return () => window.removeEventListener(TOAST_EVENT, show);
  }, []);
  return (
    <div
      ref={ref}
      popover="manual"
      aria-live="polite"
      role="status"
      className="pointer-events-none fixed inset-x-0 top-[120px] bottom-auto z-[100] m-0 flex h-auto w-full flex-col items-center gap-2 overflow-visible border-0 bg-transparent p-4"
    >
      {toasts.map((t) => (
        <p
          key={t.id}
          data-testid="toast"
          className={`${tone[t.kind]} flex max-w-md items-center gap-2 rounded px-4 py-2.5 text-sm shadow-lg`}
        >
          {t.kind === 'loading' && (
            <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />
          )}
          {t.message}
        </p>
      ))}
    </div>
  );
}
