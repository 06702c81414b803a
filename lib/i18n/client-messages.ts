import type { AbstractIntlMessages } from 'next-intl';
import { CLIENT_ERRORS } from './client-errors';

/**
 * Namespaces that the layout's client components (header, overlays, the error page) translate on every page; the rest
 * stay on the server and out of the page's payload, or come with the pages that use them (ClientNamespaces).
 */
const CLIENT_NAMESPACES = ['common', 'header', 'search', 'calendar', 'language', 'errors', 'errorPage', 'login'] as const;

const cut = new WeakMap<AbstractIntlMessages, AbstractIntlMessages>();

/**
 * `errors` cut to the refusals the client code words: more than half the namespace, and most of its bytes, stay home.
 * One cut per catalog: the page's payload sends an object once however many providers pass it (ClientNamespaces).
 */
function clientErrors(errors: AbstractIntlMessages): AbstractIntlMessages {
  const known = cut.get(errors);
  if (known) return known;
  const kept = Object.fromEntries(CLIENT_ERRORS.filter((key) => key in errors).map((key) => [key, errors[key]]));
  cut.set(errors, kept);
  return kept;
}

export function clientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(
    CLIENT_NAMESPACES.filter((ns) => ns in messages).map((ns) => [
      ns,
      ns === 'errors' ? clientErrors(messages[ns] as AbstractIntlMessages) : messages[ns],
    ]),
  );
}
