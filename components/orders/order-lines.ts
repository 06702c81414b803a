import type { OrderItemView, OrderStatus, OrderView, SeatLabel } from '@/lib/contract/order';
import type { Locale } from '@/lib/i18n/locales';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The class and seat ("甲等票 · 2层 池座 5排 12座"); a ticket without a seat names its class and count. */
export function itemLabel(item: OrderItemView, t: Translate, locale: Locale, seatLabel: (seat: SeatLabel) => string): string {
  const className = locale === 'en-US' ? item.ticketClassEnName || item.ticketClassName : item.ticketClassName;
  if (!item.seat) return t('quantity', { name: className, count: item.quantity });
  return `${className} · ${seatLabel(item.seat)}`;
}

export const orderTitle = (order: Pick<OrderView, 'mainTitle' | 'enMainTitle'>, locale: Locale) =>
  locale === 'en-US' ? order.enMainTitle || order.mainTitle : order.mainTitle;

export const hallName = (order: Pick<OrderView, 'hallName' | 'hallEnName'>, locale: Locale) =>
  locale === 'en-US' ? order.hallEnName || order.hallName : order.hallName;

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
export const statusTone = (status: OrderStatus) => TONE[status];
