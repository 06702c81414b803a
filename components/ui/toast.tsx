'use client';

import { useEffect, useRef, useState } from 'react';
import { TOAST_EVENT, type Toast, type ToastKind } from '@/lib/client/toast';

/**
 * The layout's one toaster: it shows what `toast()` (lib/client/toast.ts) announces, politely to screen readers.
 * It is a manual popover, raised to the top layer each time, so toasts show above an open modal <dialog> as well.
 */
const tone: Record<ToastKind, string> = {
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
