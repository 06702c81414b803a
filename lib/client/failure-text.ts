import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import { SubCode } from '@/lib/contract/codes';
import { BffError } from './bff';

/** Thrown when the visitor steps back from an action (closes the slide puzzle): the action simply does not happen. */
export class Cancelled extends Error {}

/** §8: these subCodes show the product's own words; any other refusal shows the hall API's subMsg. */
const OWN_WORDS: Record<number, string> = {
  [SubCode.notRegistered]: 'notRegistered',
  [SubCode.wrongPassword]: 'wrongPassword',
  [SubCode.wrongCode]: 'wrongCode',
  [SubCode.locked]: 'locked',
  [SubCode.sendCodeNotRegistered]: 'sendNotRegistered',
  [SubCode.codeTooSoon]: 'codeTooSoon',
};

/**
 * The site's one way to word a failed call, for a form's message, a field or a toast. Null when there is
 * nothing to say: the visitor cancelled, or the §8 response rules already acted (login overlay, authorisation,
 * modal). Otherwise the product's own words for the account subCodes, else the hall API's subMsg, else
 * `fallback`; without one, "cannot reach the box office" for a call that got no answer and "something went
 * wrong" for a refusal without words.
 */
export function useFailureText() {
  const te = useTranslations('errors');
  return useCallback(
    (error: unknown, fallback?: string): string | null => {
      if (error instanceof Cancelled) return null;
      if (!(error instanceof BffError)) return fallback ?? te('hallUnavailable');
      if (error.handled) return null;
      const own = OWN_WORDS[Number(error.envelope.subCode)];
      const text = own ? te(own) : (error.envelope.subMsg ?? fallback ?? te('internal'));
      // A fault of ours: the reference lets the box office find this very request in the logs.
      return error.envelope.requestId ? `${text} ${te('reference', { id: error.envelope.requestId })}` : text;
    },
    [te],
  );
}
