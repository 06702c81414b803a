/** The staff console's public paths (proxy.ts rewrites them to app/console/[locale]/…). */
export const CONSOLE = '/console';
export const CONSOLE_LOGIN = '/console/login';

/** Where a sign-in may send the browser on: a console path of this site, nothing else. */
export function consoleRedirect(value: string | null | undefined): string {
  if (!value || (!value.startsWith(`${CONSOLE}/`) && value !== CONSOLE)) return CONSOLE;
  // Printable ASCII without spaces only (browsers drop tabs and line breaks from URLs); a backslash reads as a slash.
  if (/[^!-~]|\\|\/\//.test(value) || value.startsWith(CONSOLE_LOGIN)) return CONSOLE;
  return value;
}
