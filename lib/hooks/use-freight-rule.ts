import { goodsCalls } from '@/lib/contract/shop-calls';
import { useCall } from './use-call';

/** The freight rule the hall charges, so the sheet shows the same freight. */
export const useFreightRule = () => useCall(goodsCalls.freight, {}, { revalidateOnFocus: false });
