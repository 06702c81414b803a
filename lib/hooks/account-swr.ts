import type { SWRConfiguration } from 'swr';
import { BffError } from '@/lib/client/bff';

/**
 * SWR options of the member and enterprise data: a refusal from the hall API (not logged in, wrong kind of
 * account) is an answer, not a glitch, so it is not retried; the response rules have already acted on it.
 */
export const accountSwr: SWRConfiguration = {
  onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
    if (error instanceof BffError || retryCount >= 3) return;
    setTimeout(() => revalidate({ retryCount }), 2_000 * 2 ** retryCount);
  },
};
