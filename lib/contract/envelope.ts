import { z } from 'zod';

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });
export type Paged<T> = { list: T[]; total: number; page: number; pageSize: number };

/** Paging accepted on every list call; page size is capped so a request cannot ask for the whole table. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).catch(12).default(12),
});
