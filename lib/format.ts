import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

const TZ = 'Asia/Shanghai';
const at = (iso: string | number | Date) => new TZDate(new Date(iso), TZ);

/** §4: dates read yyyy-MM-dd and times HH:mm, in the hall's time zone. */
export const formatDay = (iso: string | number | Date) => format(at(iso), 'yyyy-MM-dd');
export const formatTime = (iso: string | number | Date) => format(at(iso), 'HH:mm');
export const formatDayTime = (iso: string | number | Date) => format(at(iso), 'yyyy-MM-dd HH:mm');
export const formatMonthDay = (iso: string | number | Date) => format(at(iso), 'MM.dd');
export const weekdayIndex = (iso: string | number | Date) => at(iso).getDay();
export const todayInHall = () => format(at(Date.now()), 'yyyy-MM-dd');

/** Money travels in fen; shown in yuan without trailing zeros. */
export const formatYuan = (fen: number) => `¥${(fen / 100).toFixed(fen % 100 === 0 ? 0 : 2)}`;
