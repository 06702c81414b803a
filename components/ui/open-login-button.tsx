'use client';

import { openLogin, type LoginTarget } from '@/lib/client/login-events';

/** A call to action that opens the personal or venue-rental login overlay (the page around it stays a server component). */
export function OpenLoginButton({
  target = 'personal',
  label,
  testId,
  className,
}: {
  target?: LoginTarget;
  label: string;
  testId?: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={() => openLogin(target)}
      data-testid={testId}
      className={
        className ??
        'bg-brand hover:bg-brand-dark inline-flex min-h-11 items-center justify-center rounded px-8 py-2.5 font-medium text-white'
      }
    >
      {label}
    </button>
  );
}
