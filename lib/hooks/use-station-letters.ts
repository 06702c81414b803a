import useSWR from 'swr';
import type { StationLetter } from '@/lib/contract/member';
import type { Paged } from '@/lib/contract/envelope';
import { swrFetcher } from '@/lib/client/bff';
import { accountSwr } from './account-swr';

export const LETTERS_PAGE_SIZE = 10;

/** Whose letters: a member's (/api/member/…) or a venue renter's (/api/enterpriseuser/…). */
export type LetterBase = '/api/member' | '/api/enterpriseuser';

/** GET {base}/station_letter: one page of the reader's messages, newest first. */
export const useStationLetters = (page: number, base: LetterBase = '/api/member') =>
  useSWR<Paged<StationLetter>>([`${base}/station_letter`, { page, pageSize: LETTERS_PAGE_SIZE }], swrFetcher, accountSwr);
