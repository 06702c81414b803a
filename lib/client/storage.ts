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

/** Only paths of this site: an outside address here would be an open redirect. */
export const isLocalPath = (url: string) => url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');

export function getRedirectUrl(): string | null {
  const url = get(KEY.redirectUrl);
  return url && isLocalPath(url) ? url : null;
}
export const setRedirectUrl = (url: string | null) => set(KEY.redirectUrl, url !== null && isLocalPath(url) ? url : null);

export const setPageFlag = (flag: PageFlag) => set(KEY[flag], 'true');
/** Reads a flag once: it stands for one notice to show. */
export function takePageFlag(flag: PageFlag): boolean {
  const on = get(KEY[flag]) === 'true';
  if (on) set(KEY[flag], null);
  return on;
}
