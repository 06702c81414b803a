/** What a form last heard back: a success to confirm or a failure to show (null: nothing to show). */
export type Notice = { ok: boolean; text: string | null } | null;

/**
 * Every form's one message line: a failure (the words of lib/client/failure-text.ts) announced as an alert,
 * or a success announced as a status. Nothing shows without a text.
 */
export function FormMessage({
  text,
  ok = false,
  testId = ok ? 'form-success' : 'form-error',
  className = '',
}: {
  text?: string | null;
  ok?: boolean;
  testId?: string;
  className?: string;
}) {
  if (!text) return null;
  return (
    <p
      role={ok ? 'status' : 'alert'}
      data-testid={testId}
      className={`rounded px-3 py-2 text-sm ${ok ? 'bg-green-50 text-green-800' : 'bg-brand/5 text-brand'}${className && ` ${className}`}`}
    >
      {text}
    </p>
  );
}
