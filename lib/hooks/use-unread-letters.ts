import useSWR from 'swr';
import { swrFetcher } from '@/lib/client/bff';
import { accountSwr } from './account-swr';

export const UNREAD_KEY: [string] = ['/api/member/station_letter_num'];

/** GET /api/member/station_letter_num; asked only for a logged-in personal member (§6). */
export const useUnreadLetters = (enabled: boolean) => useSWR<{ unread: number }>(enabled ? UNREAD_KEY : null, swrFetcher, accountSwr);
