// Date-and-time fields speak the hall's time (Asia/Shanghai), whatever the staff member's or renter's computer
// is set to: a session at 19:30 is 19:30 in Shanghai, also for an editor travelling abroad.
import { formatDay, formatTime } from '@/lib/format';

/** An instant as a datetime-local input's value in the hall's time ("" for none). */
export const toHallInput = (iso: string | null): string => (iso ? `${formatDay(iso)}T${formatTime(iso)}` : '');

/** A datetime-local value read in the hall's time, as an ISO instant with its offset (null for an empty field). */
export const fromHallInput = (value: string): string | null => (value ? `${value}:00+08:00` : null);
