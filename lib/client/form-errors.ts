import type { z } from 'zod';
import { useState } from 'react';
import { useTranslations } from 'next-intl';

/**
 * Field name → its first problem: a message key from lib/contract (`errors.<key>`, worded by useErrorText), or
 * words already translated (the account forms, and their `form` line for a refused call).
 */
export type FieldErrors = Partial<Record<string, string>>;

export type Validated<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** Parses form values with a contract schema and keeps the first message of each field. */
export function validate<S extends z.ZodType>(schema: S, values: unknown): Validated<z.infer<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '_');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * The key in the `errors` namespace for a contract message. Zod's own messages (a length limit the
 * contract does not name) become the generic `fieldInvalid`.
 */
export const errorKey = (message: string) => (message.startsWith('errors.') ? message.slice('errors.'.length) : 'fieldInvalid');

/** Translates a contract message for display under its field. */
export function useErrorText() {
  const t = useTranslations('errors');
  return (message: string | undefined) => (message ? t(errorKey(message)) : undefined);
}

/** The fields of a form that hold text. */
export type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/**
 * A form's values and the errors of its last check. Changing a field clears that field's error, so what
 * the member has just corrected stops being marked wrong.
 */
export function useFormFields<T extends Record<string, unknown>>(initial: T | (() => T)) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = (patch: Partial<T>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([field]) => !(field in patch))));
  };
  /** An onChange handler writing the input's value into one field. */
  const bind = (field: keyof T) => (e: { target: { value: string } }) => update({ [field]: e.target.value } as Partial<T>);
  const errorText = useErrorText();
  /** What a <TextField> of a text value takes: its value, its change, and its contract error in words. */
  const field = (name: TextKey<T>) => ({ value: values[name] as string, onChange: bind(name), error: errorText(errors[name as string]) });
  return { values, setValues, errors, setErrors, update, bind, field };
}
