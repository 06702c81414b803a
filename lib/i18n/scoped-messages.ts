import type { AbstractIntlMessages } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { clientMessages } from './client-messages';

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

/** The layout's client messages with a page's own namespaces (or branches, `member.code`) added. */
export async function scopedMessages(names: string[]): Promise<AbstractIntlMessages> {
  const messages = await getMessages();
  const scoped = clientMessages(messages);
  for (const name of names) pick(messages, name, scoped);
  return scoped;
}
