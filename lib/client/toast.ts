/**
 * Toasts (§9: 2000 ms, 120 px from the top). `toast()` may be called from anywhere, the §8 response rules
 * included: it only raises an event, which the one <Toaster> of the layout (components/ui/toast.tsx) shows.
 */
export const TOAST_EVENT = 'hall:toast';
export const TOAST_MS = 2000;
export type ToastKind = 'info' | 'success' | 'error' | 'loading';
export type Toast = { id: number; message: string; kind: ToastKind; duration: number };

let next = 1;
export function toast(message: string, options: { kind?: ToastKind; duration?: number } = {}) {
  const detail: Toast = { id: next++, message, kind: options.kind ?? 'info', duration: options.duration ?? TOAST_MS };
  window.dispatchEvent(new CustomEvent<Toast>(TOAST_EVENT, { detail }));
}
