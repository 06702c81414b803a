import useSWR from 'swr';
import type { Paged } from '@/lib/contract/envelope';
import type { MemberCardView, PackageCardView, PackageOrderView, SettlementCardView } from '@/lib/contract/package';
import { swrFetcher } from '@/lib/client/bff';
import { accountSwr } from './account-swr';

export const PACKAGE_ORDER_PAGE_SIZE = 10;

/** GET /api/fala_card/detail: the card being bought, live (its stock). */
export const usePackageCard = (id: number | undefined) =>
  useSWR<PackageCardView>(id === undefined ? null : ['/api/fala_card/detail', { id }], swrFetcher, accountSwr);

/** GET /api/fala_order: the member's package orders, newest first. */
export const usePackageOrders = (page: number) =>
  useSWR<Paged<PackageOrderView>>(['/api/fala_order', { page, pageSize: PACKAGE_ORDER_PAGE_SIZE }], swrFetcher, {
    ...accountSwr,
    keepPreviousData: true,
  });

/** GET /api/member_card: the member's cards with their tickets. */
export const useMemberCards = () => useSWR<MemberCardView[]>(['/api/member_card'], swrFetcher, accountSwr);

/** GET /api/member/js_ticket: at the settlement, what each of the member's cards pays of these tickets. */
export const useSettlementCards = (query: { sessionId: number; seatIds?: string; classes?: string } | null) =>
  useSWR<SettlementCardView[]>(query ? ['/api/member/js_ticket', query] : null, swrFetcher, accountSwr);
