import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

/**
 * The site's one set of form parts: labelled fields whose error is announced and tied to the control, and the
 * buttons. Every form builds on them (the account fields of components/account/ too); a form's reply from
 * the hall API goes in <FormMessage> (form-message.tsx).
 */
const control =
  'block min-h-11 w-full rounded border bg-white px-3 py-2 text-base outline-none focus:border-brand focus:ring-1 focus:ring-brand disabled:bg-paper disabled:text-muted';

type Common = { id: string; label: string; error?: string; hint?: string; className?: string };

function Frame({ id, label, error, hint, className, children }: Common & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-muted mt-1 text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-brand mt-1 text-sm" data-testid={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = ({ id, error, hint }: Common) => (error ? `${id}-error` : hint ? `${id}-hint` : undefined);

/** A labelled input whose error (already translated) is announced and tied to it with aria-describedby. */
export function TextField({
  label,
  error,
  hint,
  className,
  addon,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement> & { addon?: ReactNode }) {
  const field = (
    <input
      {...input}
      data-testid={input.id}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy({ id: input.id, label, error, hint })}
      className={`${control} ${error ? 'border-brand' : 'border-line'}`}
    />
  );
  return (
    <Frame id={input.id} label={label} error={error} hint={hint} className={className}>
      {addon ? (
        <div className="flex gap-2">
          <div className="min-w-0 flex-1">{field}</div>
          {addon}
        </div>
      ) : (
        field
      )}
    </Frame>
  );
}

/** A labelled multi-line field, announced and tied to its error like <TextField>. */
export function TextAreaField({ label, error, hint, className, ...area }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Frame id={area.id} label={label} error={error} hint={hint} className={className}>
      <textarea
        {...area}
        data-testid={area.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id: area.id, label, error, hint })}
        className={`${control} ${error ? 'border-brand' : 'border-line'}`}
      />
    </Frame>
  );
}

export function SelectField({
  label,
  error,
  hint,
  className,
  children,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode }) {
  return (
    <Frame id={select.id} label={label} error={error} hint={hint} className={className}>
      <select
        {...select}
        data-testid={select.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id: select.id, label, error, hint })}
        className={`${control} ${error ? 'border-brand' : 'border-line'}`}
      >
        {children}
      </select>
    </Frame>
  );
}

/** A labelled checkbox with room for a finger (44 px), its label beside it. */
export function CheckboxField({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label htmlFor={id} className="flex min-h-11 items-center gap-2 text-sm">
      <input
        id={id}
        type="checkbox"
        className="accent-brand h-4 w-4"
        checked={checked}
        data-testid={id}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}

export const primaryButton =
  'inline-flex min-h-11 items-center justify-center rounded bg-brand px-6 py-2 font-medium text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-60';
export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center rounded border border-line bg-white px-5 py-2 text-ink hover:border-brand hover:text-brand disabled:cursor-not-allowed disabled:opacity-60';
/** The full-width submit of the login overlays. */
export const submitButton =
  'bg-brand hover:bg-brand-dark flex min-h-11 w-full items-center justify-center rounded font-medium text-white disabled:cursor-not-allowed disabled:opacity-60';
export const textLink = 'text-brand hover:underline text-sm';
