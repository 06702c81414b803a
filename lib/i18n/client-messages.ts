import type { AbstractIntlMessages } from 'next-intl';

/** Namespaces that client components translate; the rest stay on the server and out of the page's payload. */
const CLIENT_NAMESPACES = ['common', 'header', 'search', 'calendar', 'language', 'shows', 'errors', 'errorPage', 'login'] as const;

export function clientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(CLIENT_NAMESPACES.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]));
}
