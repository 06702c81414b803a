/** The login overlay listens for this event, so any component (or the §8 response rules) can open it. */
export const LOGIN_EVENT = 'hall:open-login';
export type LoginTarget = 'personal' | 'enterprise';

export function openLogin(target: LoginTarget = 'personal') {
  window.dispatchEvent(new CustomEvent<LoginTarget>(LOGIN_EVENT, { detail: target }));
}
