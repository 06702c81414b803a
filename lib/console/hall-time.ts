// The console's date-and-time fields speak the hall's time (Asia/Shanghai), whatever the staff member's computer
// is set to: a session at 19:30 is 19:30 in Shanghai, also for an editor travelling abroad.
const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as a datetime-local input's value in the hall's time ("" for none). */
export function toHallInput(iso: string | null): string {
  if (!iso) return '';
  const p = Object.fromEntries(parts.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** A datetime-local value read in the hall's time, as an ISO instant with its offset (null for an empty field). */
export const fromHallInput = (value: string): string | null => (value ? `${value}:00+08:00` : null);
