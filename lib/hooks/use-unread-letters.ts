import useSWR from 'swr';
import { swrFetcher } from '@/lib/client/bff';
import { accountSwr } from './account-swr';

import type { LetterBase } from './use-station-letters';

/** The key of the unread count, which the menu badge and the letters page share. */
export const unreadKey = (base: LetterBase = '/api/member'): [string] => [`${base}/station_letter_num`];

/** GET {base}/station_letter_num; asked only for a logged-in personal member (§6) or, on their letters, a venue renter. */
export const useUnreadLetters = (enabled: boolean, base: LetterBase = '/api/member') =>
  useSWR<{ unread: number }>(enabled ? unreadKey(base) : null, swrFetcher, accountSwr);
