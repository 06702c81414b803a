import { LoginType } from '@/lib/contract/codes';

/**
 * §4/§6 route guard, applied by proxy.ts from the session cookie alone. A page is guarded here before it is built,
 * so a visitor who is not logged in is asked to log in first, whichever page it is.
 */
export type Role = 'member' | 'enterprise';
type Guard = { role: Role; anonymous?: 'allowed' };

const member = (paths: string[]): Record<string, Guard> => Object.fromEntries(paths.map((p) => [p, { role: 'member' }]));
const enterprise = (paths: string[]): Record<string, Guard> => Object.fromEntries(paths.map((p) => [p, { role: 'enterprise' }]));

export const GUARD: Record<string, Guard> = {
  // §6 individual-only pages.
  ...member(['/groupApp', '/cart', '/confirmOrder', '/paySuccess', '/userCenter', '/myOrder', '/myOrderWaitPay']),
  ...member(['/myOrderIssued', '/myOrderComplete', '/integralOrder', '/performingOrder', '/reservationOrder', '/coupon']),
  ...member(['/accountSettings', '/alertPhone', '/userStationLetter', '/pointsShopPaySuccess', '/pointsPaySuccess']),
  ...member(['/falaOrder', '/getCode', '/userPointLog']),
  // Not in §6's list either: the member's package cards.
  ...member(['/cardCase']),
  // Ours: the member's places in line for sold-out tickets.
  ...member(['/waitingList']),
  // Not in §6's list, but it shows the member's coupons, points and purchasers: ours, like /confirmOrder.
  ...member(['/settlementOrder']),
  // /visit is also the public visit introduction (its booking buttons ask for the login): a venue-rental
  // account is turned away, a visitor who is not logged in may read it.
  '/visit': { role: 'member', anonymous: 'allowed' },
  // §6 enterprise-only pages (/siteModify also written /steModify).
  ...enterprise(['/siteConsultation', '/intentionReservation', '/payDeposit', '/signContract', '/contractPayment', '/ticketing']),
  ...enterprise(['/projectCoordination', '/projectImplementation', '/projectSettlement', '/companyInformation', '/myCompany']),
  ...enterprise(['/siteModify', '/steModify']),
};

export const LOGIN_TYPE_OF: Record<Role, number> = { member: LoginType.member, enterprise: LoginType.enterprise };

export type GuardDecision =
  | { action: 'pass' }
  /** Not logged in: home, with that login overlay open and the page kept as the redirect URL. */
  | { action: 'login'; role: Role }
  /** Logged in with the other kind of account: back where they came from, told which login the page needs. */
  | { action: 'wrongAccount'; role: Role }
  /** §4: a logged-in visitor has no business on /siteRegister. */
  | { action: 'home' };

export function guardDecision(pathname: string, loginType: number | null): GuardDecision {
  if (pathname === '/siteRegister') return loginType === null ? { action: 'pass' } : { action: 'home' };
  const guard = GUARD[pathname];
  if (!guard) return { action: 'pass' };
  if (loginType === null) return guard.anonymous ? { action: 'pass' } : { action: 'login', role: guard.role };
  return loginType === LOGIN_TYPE_OF[guard.role] ? { action: 'pass' } : { action: 'wrongAccount', role: guard.role };
}
