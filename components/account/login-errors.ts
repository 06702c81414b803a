import { useTranslations } from 'next-intl';
import { BffError } from '@/lib/client/bff';
import { SubCode } from '@/lib/contract/codes';
import { PuzzleCancelled } from './use-slide-gate';

/** §8: these subCodes show the product's own words; any other refusal shows the hall API's subMsg. */
const OWN_WORDS: Record<number, string> = {
  [SubCode.notRegistered]: 'notRegistered',
  [SubCode.wrongPassword]: 'wrongPassword',
  [SubCode.wrongCode]: 'wrongCode',
  [SubCode.locked]: 'locked',
  [SubCode.sendCodeNotRegistered]: 'sendNotRegistered',
  [SubCode.codeTooSoon]: 'codeTooSoon',
};

/** The text to show in the form for a failed call; null when there is nothing to say (puzzle closed, rule acted). */
export function useFailureText() {
  const te = useTranslations('errors');
  return (error: unknown): string | null => {
    if (error instanceof PuzzleCancelled) return null;
    if (!(error instanceof BffError)) return te('hallUnavailable');
    if (error.handled) return null;
    const own = OWN_WORDS[Number(error.envelope.subCode)];
    return own ? te(own) : (error.envelope.subMsg ?? te('internal'));
  };
}
