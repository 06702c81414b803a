import type { ReactNode } from 'react';
import { primaryButton } from '@/components/ui/form-field';
import { FormMessage, type Notice } from '@/components/ui/form-message';

/**
 * The foot of a console editor: its submit button (disabled while saving), an optional way back or cancel beside it
 * (`children`), and the form's notice (left out where the form shows it elsewhere).
 */
export function SaveBar({
  label,
  testId,
  busy,
  notice,
  className = '',
  children,
}: {
  label: string;
  testId: string;
  busy: boolean;
  notice?: Notice;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={`flex flex-wrap items-center gap-4${className && ` ${className}`}`}>
      <button type="submit" className={primaryButton} disabled={busy} data-testid={testId}>
        {label}
      </button>
      {children}
      {notice !== undefined && <FormMessage text={notice?.text} ok={notice?.ok} />}
    </div>
  );
}
