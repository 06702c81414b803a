/**
 * §4: dates read yyyy-MM-dd and times HH:mm, in the hall's time zone whatever the reader's. The platform's
 * Intl does the zone arithmetic, so the browser bundle carries no date library.
 */
const TZ = 'Asia/Shanghai';
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' });
const timeFormat = new Intl.DateTimeFormat('en-GB', { timeZone: TZ, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const secondsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TZ,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const weekdayFormat = new Intl.DateTimeFormat('en-US', { timeZone: TZ, weekday: 'short' });
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

type Instant = string | number | Date;

export const formatDay = (at: Instant) => dayFormat.format(new Date(at));
export const formatTime = (at: Instant) => timeFormat.format(new Date(at));
export const formatDayTime = (at: Instant) => `${formatDay(at)} ${formatTime(at)}`;
/** yyyy-MM-dd HH:mm:ss: for records read to the second (the staff console's audit log and order history). */
export const formatStamp = (at: Instant) => `${formatDay(at)} ${secondsFormat.format(new Date(at))}`;
/** 0 Sunday … 6 Saturday, as the hall sees the day. */
export const weekdayIndex = (at: Instant) => WEEKDAYS.indexOf(weekdayFormat.format(new Date(at)));

/** Money travels in fen; shown in yuan without trailing zeros. */
export const formatYuan = (fen: number) => `¥${(fen / 100).toFixed(fen % 100 === 0 ? 0 : 2)}`;
/** Venue-hire sums run to six figures: grouped in thousands (¥180,000). */
export const formatYuanGrouped = (fen: number) =>
  `¥${(fen / 100).toLocaleString('en-US', { minimumFractionDigits: fen % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 })}`;

/** 13800000001 → 138****0001, the way Chinese sites show a mobile number. */
export const maskPhone = (phone: string) => (/^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone);
