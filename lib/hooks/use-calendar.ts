import { calendarAddresses } from '@/lib/contract/addresses';
import type { couponCalls } from '@/lib/contract/coupon-calls';
import { useAddress } from './use-address';

/** Today through allDay days ahead (§4), from the calendar call of §7 (by address: the calendar is on public pages). */
export const useCalendar = (enabled: boolean) =>
  useAddress<typeof couponCalls.calendar>(calendarAddresses.upcoming, enabled ? {} : null, { revalidateOnFocus: false });
