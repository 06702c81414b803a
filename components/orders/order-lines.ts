import type { GoodsHandover, OrderGoods, OrderItemView, OrderKindName, OrderStatus, OrderSubject, SeatLabel } from '@/lib/contract/order';
import type { Locale } from '@/lib/i18n/locales';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The line's name and seat ("甲等票 · 2层 池座 5排 12座"); a line without a seat names itself and its count
 * ("Adult × 1" for a visitor).
 */
export function itemLabel(item: OrderItemView, t: Translate, locale: Locale, seatLabel: (seat: SeatLabel) => string): string {
  const name = locale === 'en-US' ? item.enName || item.name : item.name;
  if (!item.seat) return t('quantity', { name, count: item.quantity });
  return `${name} · ${seatLabel(item.seat)}`;
}

export const subjectTitle = (subject: OrderSubject, locale: Locale) =>
  locale === 'en-US' ? subject.enTitle || subject.title : subject.title;

export const subjectPlace = (subject: OrderSubject, locale: Locale) =>
  locale === 'en-US' ? subject.enPlace || subject.place : subject.place;

/** Money changed hands on these: what the member paid, rather than what they would have to. */
export const isPaid = (status: OrderStatus) => status === 'paid' || status === 'issued' || status === 'completed' || status === 'invalid';

const TONE: Record<OrderStatus, string> = {
  unpaid: 'bg-brand/10 text-brand',
  paid: 'bg-gold/10 text-gold',
  issued: 'bg-green-50 text-green-800',
  completed: 'bg-line text-muted',
  closed: 'bg-line text-muted',
  cancelled: 'bg-line text-muted',
  invalid: 'bg-amber-50 text-amber-900',
};
/** Goods the hall still has to send read as waiting on the hall; goods handed over as done. */
const GOODS_TONE: Record<GoodsHandover, string> = {
  to_ship: TONE.paid,
  shipped: TONE.issued,
  to_collect: TONE.issued,
  delivered: TONE.completed,
  collected: TONE.completed,
};

type Standing = { status: OrderStatus; kind?: OrderKindName; goods?: OrderGoods | null };

/**
 * The key under `orders.status` of an order's status in the words of its kind, so a member reads what comes next for
 * what they bought: paid goods by how far they have gone (to ship, shipped, to collect … as the shop's own list
 * says), a paid package card in force, a paid visit booked; tickets, and every kind before payment or after it
 * ended, by the pipeline's status.
 */
export function statusKey({ status, kind, goods }: Standing): string {
  if (goods?.handover) return `goods.${goods.handover}`;
  if (status === 'issued' && kind === 'package') return 'cardActive';
  if (status === 'issued' && kind === 'visit') return 'visitBooked';
  return status;
}

export const statusTone = ({ status, goods }: Standing) => (goods?.handover ? GOODS_TONE[goods.handover] : TONE[status]);
