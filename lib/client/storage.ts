/**
 * The spec's local-storage values (§3): login type, redirect URL and the userPage / enterprisePage flags.
 * The access token is NOT among them: it lives in the HttpOnly session cookie, out of reach of scripts (README).
 */
const KEY = { loginType: 'loginType', redirectUrl: 'redirectUrl', userPage: 'userPage', enterprisePage: 'enterprisePage' } as const;
export type PageFlag = 'userPage' | 'enterprisePage';

// Private browsing and full quotas make storage throw: the site works on without it.
function get(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}
function set(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // nothing to keep it in
  }
}

export function getLoginType(): number | null {
  const value = Number(get(KEY.loginType));
  return value === 1000 || value === 1001 ? value : null;
}
export const setLoginType = (type: number | null) => set(KEY.loginType, type === null ? null : String(type));

// Browsers drop tabs and line breaks from URLs and read a backslash as a slash, so "/\t/evil.example" and
// "/\\evil.example" both leave the site: such a value is refused rather than cleaned.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0020\u007f\\]/;

/**
 * A path of this site, as the browser would resolve it, or null: an outside address kept here would be an
 * open redirect after login.
 */
export function localPath(url: string, origin = window.location.origin): string | null {
  if (UNSAFE.test(url) || !url.startsWith('/') || url.startsWith('//')) return null;
  try {
    const resolved = new URL(url, origin);
    return resolved.origin === origin ? resolved.pathname + resolved.search + resolved.hash : null;
  } catch {
    return null;
  }
}

export const getRedirectUrl = (): string | null => localPath(get(KEY.redirectUrl) ?? '');
export const setRedirectUrl = (url: string | null) => set(KEY.redirectUrl, url === null ? null : localPath(url));

export const setPageFlag = (flag: PageFlag) => set(KEY[flag], 'true');
/** Reads a flag once: it stands for one notice to show. */
export function takePageFlag(flag: PageFlag): boolean {
  const on = get(KEY[flag]) === 'true';
  if (on) set(KEY[flag], null);
  return on;
}
