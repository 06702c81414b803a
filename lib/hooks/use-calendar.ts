import useSWR from 'swr';
import type { Calendar } from '@/lib/contract/project';
import { swrFetcher } from '@/lib/client/bff';

/** Today through allDay days ahead (§4), from the calendar call of §7. */
export const useCalendar = (enabled: boolean) =>
  useSWR<Calendar>(enabled ? ['/api/code_promotion_activity/activity'] : null, swrFetcher, { revalidateOnFocus: false });
