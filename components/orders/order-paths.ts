import type { OrderTab, OrderType } from '@/lib/contract/order';

/** §2: each my-order tab is its own route; the list's page and an opened order travel in its query. */
export const ORDER_TAB_PATHS: Record<OrderTab, string> = {
  all: '/myOrder',
  unpaid: '/myOrderWaitPay',
  issued: '/myOrderIssued',
  completed: '/myOrderComplete',
  performing: '/performingOrder',
};
export const ORDER_TABS = Object.keys(ORDER_TAB_PATHS) as OrderTab[];

/** Where the list stands: its tab (the route), the order type chosen (all when absent) and the page. */
export type OrderListPlace = { tab: OrderTab; type?: OrderType; page?: number };

const query = (fields: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams(Object.entries(fields).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString();
  return search ? `?${search}` : '';
};

export const orderListHref = ({ tab, type, page = 1 }: OrderListPlace) =>
  `${ORDER_TAB_PATHS[tab]}${query({ type, page: page > 1 ? page : undefined })}`;
export const orderDetailHref = ({ tab, type, page = 1 }: OrderListPlace, orderId: number) =>
  `${ORDER_TAB_PATHS[tab]}${query({ type, page: page > 1 ? page : undefined, orderId })}`;
/** Another engineer's payment page: the order's payment methods and its countdown. */
export const payOrderHref = (orderId: number) => `/confirmOrder?orderId=${orderId}`;
