import type { ReactNode } from 'react';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { clientMessages } from '@/lib/i18n/client-messages';

/** Copies `member` or `member.code` (and only that branch) from the messages into `into`. */
function pick(messages: AbstractIntlMessages, path: string, into: AbstractIntlMessages) {
  const keys = path.split('.');
  let from: unknown = messages;
  let to = into;
  keys.forEach((key, i) => {
    from = (from as AbstractIntlMessages | undefined)?.[key];
    if (from === undefined) return;
    if (i === keys.length - 1) to[key] = from as AbstractIntlMessages;
    // A copy of each branch on the way: the loaded messages are shared by every request.
    else to = to[key] = { ...(to[key] as AbstractIntlMessages | undefined) };
  });
}

/**
 * Hands a page's own namespaces (or branches, `member.code`) to its client components on top of the
 * site-wide ones, so the member and enterprise strings travel only with the pages that use them.
 */
export async function ClientNamespaces({ names, children }: { names: string[]; children: ReactNode }) {
  const messages = await getMessages();
  const scoped = clientMessages(messages);
  for (const name of names) pick(messages, name, scoped);
  return <NextIntlClientProvider messages={scoped}>{children}</NextIntlClientProvider>;
}
