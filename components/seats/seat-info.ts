import type { useTranslations } from 'next-intl';
import type { SeatMap, SeatMapTicketClass } from '@/lib/contract/seats';
import { formatYuan } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';

export type Translate = ReturnType<typeof useTranslations>;

/** A seat as the page shows and speaks it: position, class, and its words in the page's language. */
export type SeatInfo = {
  id: number;
  x: number;
  y: number;
  floor: number;
  row: number;
  number: number;
  ticketClass: SeatMapTicketClass;
  /** "1层 池座B区 8排 12座" */
  place: string;
  /** The accessible name: place and spoken price, "1层 池座B区 8排 12座 380元". */
  name: string;
  /** The accessible name once someone else has the seat. */
  takenName: string;
};

export const className = (c: { name: string; enName: string }, locale: Locale) => (locale === 'en-US' && c.enName ? c.enName : c.name);

/** The price as shown (¥380, 800 points) or, with `spoken`, as read aloud (380元, 380 yuan). */
export function priceText(c: Pick<SeatMapTicketClass, 'priceFen' | 'pointOnly' | 'pointPrice'>, t: Translate, spoken = false) {
  if (c.pointOnly) return t('points', { points: c.pointPrice ?? 0 });
  if (c.priceFen === 0) return t('free');
  return spoken ? t('yuan', { amount: formatYuan(c.priceFen).slice(1) }) : formatYuan(c.priceFen);
}

/**
 * A message formatted once with stand-ins for its arguments, then filled by plain replacement: formatting
 * three messages for each of 1,165 seats through ICU took a tenth of a second on a desktop.
 */
function template(t: Translate, key: string, names: string[]) {
  const marks = names.map((_, i) => String.fromCharCode(0xe000 + i));
  const text = t(key, Object.fromEntries(names.map((n, i) => [n, marks[i]])));
  return (...values: (string | number)[]) => marks.reduce((out, mark, i) => out.replace(mark, String(values[i])), text);
}

/** `t` translates the chooseSeat messages, `tc` the common ones (the seat's place, worded as everywhere else). */
export function describeSeats(map: SeatMap, locale: Locale, t: Translate, tc: Translate): SeatInfo[] {
  const classes = new Map(map.ticketClasses.map((c) => [c.id, { ticketClass: c, spoken: priceText(c, t, true) }]));
  const areas = map.areas.map((a) => (locale === 'en-US' && a.enName ? a.enName : a.name));
  const placeOf = template(tc, 'seat', ['floor', 'area', 'row', 'number']);
  const nameOf = template(t, 'seatName', ['place', 'price']);
  const takenOf = template(t, 'seatTakenName', ['name']);
  return map.seats.map(([id, floor, area, row, number, x, y, classId]) => {
    const { ticketClass, spoken } = classes.get(classId)!;
    const place = placeOf(floor, areas[area], row, number);
    const name = nameOf(place, spoken);
    return { id, x, y, floor, row, number, ticketClass, place, name, takenName: takenOf(name) };
  });
}

export const AREA_FONT = 17;
const SEAT_HALF = 6;

/** Rough extent of a label: CJK characters are square, Latin ones about 0.6 of the font size. */
function textWidth(text: string): number {
  let width = 0;
  // By code point: a CJK character is one whatever its UTF-16 length, and area names hold no emoji.
  for (const ch of text) width += ch.charCodeAt(0) > 0x2e80 ? 1 : 0.6;
  return width * AREA_FONT;
}

/**
 * Where to write each area's name: the first of a few spots near the area (over the middle of its front
 * row, over its topmost seat, beside that seat on the outer side) where the name covers no seat. Rows curve
 * up towards the sides, so one fixed rule would write a side block's name over the block next to it.
 */
export function areaLabels(map: SeatMap, locale: Locale) {
  const { width, height, stageX } = map.hall;
  const covers = (x: number, y: number, anchor: 'start' | 'middle' | 'end', w: number) => {
    const left = anchor === 'start' ? x : anchor === 'end' ? x - w : x - w / 2;
    if (left < 0 || left + w > width || y - AREA_FONT < 110 || y > height) return true;
    return map.seats.some(
      (s) => s[5] > left - SEAT_HALF && s[5] < left + w + SEAT_HALF && s[6] > y - AREA_FONT - SEAT_HALF && s[6] < y + 4 + SEAT_HALF,
    );
  };
  return map.areas.flatMap((a, i) => {
    const seats = map.seats.filter((s) => s[2] === i);
    if (!seats.length) return [];
    const text = locale === 'en-US' && a.enName ? a.enName : a.name;
    const w = textWidth(text);
    const firstRow = Math.min(...seats.map((s) => s[3]));
    const front = seats.filter((s) => s[3] === firstRow);
    const midX = front.reduce((sum, s) => sum + s[5], 0) / front.length;
    const middle = front.reduce((best, s) => (Math.abs(s[5] - midX) < Math.abs(best[5] - midX) ? s : best));
    const top = seats.reduce((best, s) => (s[6] < best[6] ? s : best));
    const outward = top[5] < stageX ? -1 : 1;
    const spots: { x: number; y: number; anchor: 'start' | 'middle' | 'end' }[] = [
      { x: midX, y: middle[6] - 14, anchor: 'middle' },
      { x: top[5], y: top[6] - 14, anchor: 'middle' },
      { x: top[5] + outward * 12, y: top[6] + 6, anchor: outward < 0 ? 'end' : 'start' },
      { x: top[5] + outward * 12, y: top[6] + 24, anchor: outward < 0 ? 'end' : 'start' },
    ];
    const spot = spots.find((p) => !covers(p.x, p.y, p.anchor, w)) ?? spots[0];
    return [{ text, ...spot }];
  });
}
