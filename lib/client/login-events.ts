/** The login overlays listen for this event, so any component (or the §8 response rules) can open them. */
export const LOGIN_EVENT = 'hall:open-login';
export type LoginTarget = 'personal' | 'enterprise';
/** Personal overlay modes (§2): 0 login … 7 benefits. */
export type LoginMode = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
export type LoginRequest = { target: LoginTarget; mode?: LoginMode; bindTicket?: string };

export function openLogin(target: LoginTarget = 'personal', options: Omit<LoginRequest, 'target'> = {}) {
  window.dispatchEvent(new CustomEvent<LoginRequest>(LOGIN_EVENT, { detail: { target, ...options } }));
}

/** Tells the header (and anyone else holding the login) that it changed. */
export const LOGIN_CHANGED_EVENT = 'hall:login-changed';
export const announceLoginChange = () => window.dispatchEvent(new Event(LOGIN_CHANGED_EVENT));
