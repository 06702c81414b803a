import useSWR from 'swr';
import type { StationLetter } from '@/lib/contract/member';
import type { Paged } from '@/lib/contract/envelope';
import { swrFetcher } from '@/lib/client/bff';
import { accountSwr } from './account-swr';

export const LETTERS_PAGE_SIZE = 10;

/** GET /api/member/station_letter: one page of the member's messages, newest first. */
export const useStationLetters = (page: number) =>
  useSWR<Paged<StationLetter>>(['/api/member/station_letter', { page, pageSize: LETTERS_PAGE_SIZE }], swrFetcher, accountSwr);
