'use client';

import { useState } from 'react';
import { useFailureText } from './failure-text';

/**
 * An action a button sends (the console's, a renter's): busy while it runs (its button disabled), then its notice: the words of success, or
 * the hall API's refusal in the reader's language. Resolves whether it succeeded. The words of success may depend on what the
 * action answered (`done` as a function of it: "12 seats assigned").
 */
export function useAction() {
  const failure = useFailureText();
  // The shape of <FormMessage>'s notice (a screen's type; lib does not import screens).
  const [notice, setNotice] = useState<{ ok: boolean; text: string | null } | null>(null);
  const [busy, setBusy] = useState(false);

  async function run<T>(action: () => Promise<T>, done?: string | ((answer: T) => string)): Promise<boolean> {
    setNotice(null);
    setBusy(true);
    try {
      const answer = await action();
      const text = typeof done === 'function' ? done(answer) : done;
      if (text) setNotice({ ok: true, text });
      return true;
    } catch (error) {
      setNotice({ ok: false, text: failure(error) });
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { notice, setNotice, busy, run };
}
