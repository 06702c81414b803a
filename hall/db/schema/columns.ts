import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Every table's id: a plain serial integer (ids travel in URLs such as /showDetails?id=12). */
export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const at = (name: string) => timestamp(name, { withTimezone: true });
