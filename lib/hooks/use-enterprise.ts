import useSWR from 'swr';
import type { EnterpriseDetail } from '@/lib/contract/enterprise';
import { swrFetcher } from '@/lib/client/bff';
import { accountSwr } from './account-swr';

/** GET /api/enterpriseuser/rent/detail: the logged-in venue renter's company information. */
export const useEnterprise = () => useSWR<EnterpriseDetail>(['/api/enterpriseuser/rent/detail'], swrFetcher, accountSwr);
