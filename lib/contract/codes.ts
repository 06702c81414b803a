// Kept free of zod: the browser imports these, and zod would add ~30 kB to every page.

/** §7: code 20000 means success. */
export const SUCCESS = 20000;

/**
 * Codes the hall API answers with; subCode narrows the reason (§8 names 2003, 2004, 2005, 2008, 30059,
 * 1035, 1046, 2006, 20006, 5002).
 */
export const Code = {
  success: SUCCESS,
  badRequest: 40000,
  /** Not logged in, or the token expired: the client clears it and opens the login overlay. */
  unauthorized: 40003,
  notFound: 40004,
  /** Logged in with the wrong kind of account, or an authorisation is needed (subCode says which). */
  forbidden: 40005,
  tooMany: 42900,
  unavailable: 50300,
  internal: 50000,
} as const;

/** `requestId` comes with a server fault (5xx): the reference a member quotes to the box office. */
export type Envelope<T> = { code: number; subCode?: number | string | null; subMsg?: string | null; data?: T | null; requestId?: string };

/** subCodes of §8 and those this product adds where the spec is silent (marked "ours"). */
export const SubCode = {
  wrongCode: 2003,
  notRegistered: 2004,
  wrongPassword: 2005,
  /** §8: code 40005 + 2006 — a personal login is needed (opens the login overlay or WeChat authorisation). */
  personalLoginNeeded: 2006,
  sendCodeNotRegistered: 2008,
  /** ours: registering a phone that already has an account ("already signed up, please log in"). */
  alreadyRegistered: 2009,
  /** ours: a code asked for within a minute of the last one. */
  codeTooSoon: 2010,
  /** ours: the slide puzzle was not solved, or its ticket is used or expired. */
  slideRequired: 2011,
  /** ours: the `sign` of a signed payload does not match. */
  badSign: 2012,
  /** §8: WeChat authorisation needed (in the WeChat browser). */
  wechatAuthNeeded: 1035,
  wechatAuthExpired: 1046,
  /** §8: WeChat modal. */
  wechatModal: 5002,
  /** §8: code 40005 + 20006 — a venue-rental (enterprise) login is needed. */
  enterpriseLoginNeeded: 20006,
  /** §8: too many wrong passwords; locked for 30 minutes. */
  locked: 30059,
  /** ours: a staff login needs the authenticator's code (the password was right). */
  totpRequired: 2013,
  /** ours: a staff call without a live staff session (the console goes to its login). */
  staffLoginNeeded: 2014,
  /** ours: the staff member's roles do not include this call's. */
  staffRoleNeeded: 2015,
} as const;

/** Login types (§3, §9). */
export const LoginType = { member: 1000, enterprise: 1001 } as const;
