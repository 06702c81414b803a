import { memberCardCalls, packageCardCalls, packageOrderCalls } from '@/lib/contract/package';
import { accountSwr } from './account-swr';
import { useCall } from './use-call';

export const PACKAGE_ORDER_PAGE_SIZE = 10;

/** GET /api/fala_card/detail: the card being bought, live (its stock). */
export const usePackageCard = (id: number | undefined) =>
  useCall(packageCardCalls.detail, id === undefined ? null : { query: { id } }, accountSwr);

/** GET /api/fala_order: the member's package orders, newest first. */
export const usePackageOrders = (page: number) =>
  useCall(packageOrderCalls.list, { query: { page, pageSize: PACKAGE_ORDER_PAGE_SIZE } }, { ...accountSwr, keepPreviousData: true });

/** GET /api/member_card: the member's cards with their tickets. */
export const useMemberCards = () => useCall(memberCardCalls.mine, {}, accountSwr);

/** GET /api/member/js_ticket: at the settlement, what each of the member's cards pays of these tickets. */
export const useSettlementCards = (query: { sessionId: number; seatIds?: string; classes?: string } | null) =>
  useCall(memberCardCalls.atSettlement, query ? { query } : null, accountSwr);
