import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { scopedMessages } from '@/lib/i18n/scoped-messages';

/**
 * Hands a page's own namespaces (or branches, `member.code`) to its client components on top of the
 * site-wide ones, so the member and enterprise strings travel only with the pages that use them.
 */
export async function ClientNamespaces({ names, children }: { names: string[]; children: ReactNode }) {
  return <NextIntlClientProvider messages={await scopedMessages(names)}>{children}</NextIntlClientProvider>;
}
