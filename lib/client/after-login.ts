import { LoginType } from '@/lib/contract/codes';
import { GUARD } from '@/lib/guard';
import { announceLoginChange } from './login-events';
import { getRedirectUrl, setLoginType, setRedirectUrl } from './storage';
import { WECHAT_CALLBACKS } from './wechat';

/** The saved redirect URL, spent: it stands for one trip. */
function takeRedirectUrl(): string | null {
  const url = getRedirectUrl();
  setRedirectUrl(null);
  return url;
}

/** A callback page cannot be reloaded (its code is spent): it leaves for home instead. */
const reloadOrHome = () => (WECHAT_CALLBACKS.includes(window.location.pathname) ? window.location.assign('/') : window.location.reload());

/** §4 personal login success: the saved redirect URL if any, home if on an enterprise page, otherwise reload. */
export function afterPersonalLogin() {
  setLoginType(LoginType.member);
  announceLoginChange();
  const redirect = takeRedirectUrl();
  if (redirect) window.location.assign(redirect);
  else if (GUARD[window.location.pathname]?.role === 'enterprise') window.location.assign('/');
  else reloadOrHome();
}

/** §4 venue-rental login success: home if on a user-only page, otherwise the stored redirect URL, otherwise reload. */
export function afterEnterpriseLogin() {
  setLoginType(LoginType.enterprise);
  announceLoginChange();
  const redirect = takeRedirectUrl();
  if (GUARD[window.location.pathname]?.role === 'member') window.location.assign('/');
  else if (redirect) window.location.assign(redirect);
  else reloadOrHome();
}
