import { z } from 'zod';

/**
 * A record's id in a path, query or body: a positive PostgreSQL integer, so an id past 2147483647 is a 40000
 * naming the field rather than a refusal from the database.
 */
export const id = z.coerce.number().int().positive().max(2_147_483_647);

/** `/{id}` in a path, or `?id=` in a query. */
export const idParam = z.object({ id });
export const idQuery = idParam;
