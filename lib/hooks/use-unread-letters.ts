import { lettersOf, type LetterBase } from '@/lib/contract/member-calls';
import { accountSwr } from './account-swr';
import { useCall } from './use-call';

/**
 * How many of the reader's letters are unread; asked only for a logged-in personal member (§6) or, on their
 * letters, a venue renter. The menu badge and the letters page read the same entry of the cache: the page's
 * mark-read calls answer the new count, which it writes in with this hook's `mutate`.
 */
export const useUnreadLetters = (enabled: boolean, base?: LetterBase) => useCall(lettersOf(base).unread, enabled ? {} : null, accountSwr);
