import { customType, integer, timestamp } from 'drizzle-orm/pg-core';

/** Every table's id: a plain serial integer (ids travel in URLs such as /showDetails?id=12). */
export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** Bytes kept in PostgreSQL (uploaded files, where every hall API instance sees them). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
