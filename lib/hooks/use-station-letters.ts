import { lettersOf, type LetterBase } from '@/lib/contract/member-calls';
import { accountSwr } from './account-swr';
import { useCall } from './use-call';

export const LETTERS_PAGE_SIZE = 10;

/** Whose letters: a member's (/api/member/…, the default) or a venue renter's (/api/enterpriseuser/…). */
export type { LetterBase } from '@/lib/contract/member-calls';

/** One page of the reader's messages, newest first. */
export const useStationLetters = (page: number, base?: LetterBase) =>
  useCall(lettersOf(base).list, { query: { page, pageSize: LETTERS_PAGE_SIZE } }, accountSwr);
