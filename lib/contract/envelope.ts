import { z } from 'zod';

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

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.number(),
    subCode: z.union([z.number(), z.string()]).nullable().optional(),
    subMsg: z.string().nullable().optional(),
    data: data.nullable().optional(),
  });

export type Envelope<T> = { code: number; subCode?: number | string | null; subMsg?: string | null; data?: T | null };

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });
export type Paged<T> = { list: T[]; total: number; page: number; pageSize: number };

/** Paging accepted on every list call; page size is capped so a request cannot ask for the whole table. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).catch(12).default(12),
});
