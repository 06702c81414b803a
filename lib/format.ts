/**
 * §4: dates read yyyy-MM-dd and times HH:mm, in the hall's time zone whatever the reader's. Asia/Shanghai has kept
 * UTC+8 without daylight saving since 1991, so the hall's wall clock is the instant moved eight hours on, read in UTC:
 * no date library, and no Intl time-zone formatter either, whose first use costs a throttled phone about 70 ms of
 * the home page's hydration (format.test.ts checks the arithmetic against Intl's Asia/Shanghai).
 */
const HALL_OFFSET_MS = 8 * 3_600_000;

type Instant = string | number | Date;

/** `yyyy-MM-ddTHH:mm:ss.sssZ` of the hall's wall clock at `at` (a RangeError for an invalid instant, as Intl's). */
const wallClock = (at: Instant) => new Date(new Date(at).getTime() + HALL_OFFSET_MS).toISOString();

export const formatDay = (at: Instant) => wallClock(at).slice(0, 10);
export const formatTime = (at: Instant) => wallClock(at).slice(11, 16);
export const formatDayTime = (at: Instant) => `${formatDay(at)} ${formatTime(at)}`;
/** yyyy-MM-dd HH:mm:ss: for records read to the second (the staff console's audit log and order history). */
export const formatStamp = (at: Instant) => wallClock(at).slice(0, 19).replace('T', ' ');
/** 0 Sunday … 6 Saturday, as the hall sees the day. */
export const weekdayIndex = (at: Instant) => new Date(new Date(at).getTime() + HALL_OFFSET_MS).getUTCDay();

/** Money travels in fen; shown in yuan without trailing zeros. */
export const formatYuan = (fen: number) => `¥${(fen / 100).toFixed(fen % 100 === 0 ? 0 : 2)}`;
/** Venue-hire sums run to six figures: grouped in thousands (¥180,000). */
export const formatYuanGrouped = (fen: number) =>
  `¥${(fen / 100).toLocaleString('en-US', { minimumFractionDigits: fen % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 })}`;

/** 13800000001 → 138****0001, the way Chinese sites show a mobile number. */
export const maskPhone = (phone: string) => (/^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone);
