import { format } from 'node:util';
import { maskPersonalNumbers } from './mask';

/**
 * The site's server logs what Next prints through the console (errors of pages and route handlers): each line
 * goes out with mobile and ID numbers masked, as the hall API's do.
 */
export function maskConsole() {
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => original(maskPersonalNumbers(format(...args)));
  }
}
