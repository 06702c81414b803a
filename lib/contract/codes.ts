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

export type Envelope<T> = { code: number; subCode?: number | string | null; subMsg?: string | null; data?: T | null };
