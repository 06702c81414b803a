import useSWR from 'swr';
import type { FreightSettingsView } from '@/lib/contract/shop';
import { swrFetcher } from '@/lib/client/bff';

/** GET /api/freight/finLastFreightSettings: the rule the hall charges, so the sheet shows the same freight. */
export const useFreightRule = () =>
  useSWR<FreightSettingsView>(['/api/freight/finLastFreightSettings'], swrFetcher, { revalidateOnFocus: false });
