'use client';

import type { z } from 'zod';
import { validate, type FieldErrors } from '@/lib/client/form-errors';
import { useAction } from '@/lib/client/use-action';

type Options = {
  /** Where the check's problems go: the form's field errors (`useFormFields`' setErrors). */
  setErrors: (errors: FieldErrors) => void;
  /** The form's line when a field is wrong ("Please correct the marked fields"); without it, only the fields say so. */
  invalid?: string;
  /** A contract field the form holds under another name (`priceFen` typed as `price`), so its problem shows on that input. */
  fieldOf?: Record<string, string>;
};

/** The contract's problems, each under the input that holds its field. */
const renamed = (errors: FieldErrors, fieldOf: Record<string, string> = {}): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([name, message]) => [fieldOf[name] ?? name, message]));

/**
 * A console editor's save: the payload checked with the contract's schema first (each problem shown under its field,
 * and nothing sent), then sent as an action (busy while it runs, then its notice: `done`, or the refusal in the
 * reader's language; `done` may be worded from the answer). Resolves whether it was saved.
 * `run` sends an action of the same form that needs no check (a second button).
 */
export function useSave({ setErrors, invalid, fieldOf }: Options) {
  const { notice, setNotice, busy, run } = useAction();

  async function save<S extends z.ZodType, A>(
    schema: S,
    payload: unknown,
    send: (data: z.infer<S>) => Promise<A>,
    done?: string | ((answer: A) => string),
  ): Promise<boolean> {
    const checked = validate(schema, payload);
    setErrors(checked.ok ? {} : renamed(checked.errors, fieldOf));
    if (!checked.ok) {
      setNotice(invalid ? { ok: false, text: invalid } : null);
      return false;
    }
    return run(() => send(checked.data), done);
  }

  return { notice, setNotice, busy, run, save };
}
