import type { AbstractIntlMessages } from 'next-intl';

type Messages = Record<string, unknown>;
const pick = (messages: Messages, namespace: string, key: string) => ({ [key]: (messages[namespace] as Messages)[key] });

/**
 * The words the console's client components read: the console's own, and the few it shares with the public pages
 * (order states and kinds, sale states, a group visit's period, feedback topics, an enterprise project's steps, a
 * waiting-list entry's state), in the words members read them. Anything else stays on the server.
 */
export function consoleClientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  const m = messages as Messages;
  return {
    console: m.console,
    errors: m.errors,
    language: m.language,
    common: m.common,
    orders: m.orders,
    member: pick(m, 'member', 'pager'),
    shows: pick(m, 'shows', 'saleStatus'),
    groupVisit: pick(m, 'groupVisit', 'period'),
    feedback: pick(m, 'feedback', 'topics'),
    enterprise: pick(m, 'enterprise', 'projects'),
    waitingList: pick(m, 'waitingList', 'status'),
  } as AbstractIntlMessages;
}
