import type { OrderTab } from '@/lib/contract/order';

/** §2: each my-order tab is its own route; the list's page and an opened order travel in its query. */
export const ORDER_TAB_PATHS: Record<OrderTab, string> = {
  all: '/myOrder',
  unpaid: '/myOrderWaitPay',
  issued: '/myOrderIssued',
  completed: '/myOrderComplete',
  performing: '/performingOrder',
};
export const ORDER_TABS = Object.keys(ORDER_TAB_PATHS) as OrderTab[];

export const orderListHref = (tab: OrderTab, page = 1) => (page > 1 ? `${ORDER_TAB_PATHS[tab]}?page=${page}` : ORDER_TAB_PATHS[tab]);
export const orderDetailHref = (tab: OrderTab, orderId: number, page = 1) =>
  `${ORDER_TAB_PATHS[tab]}?${page > 1 ? `page=${page}&` : ''}orderId=${orderId}`;
/** Another engineer's payment page: the order's payment methods and its countdown. */
export const payOrderHref = (orderId: number) => `/confirmOrder?orderId=${orderId}`;
