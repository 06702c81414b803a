import type { DbOrTx } from './client';

/**
 * One `make(db)` per database (or transaction) object, made on first use: for prepared queries, which drizzle
 * binds to the database they were built on.
 */
export function perDatabase<T>(make: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const made = new WeakMap<DbOrTx, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}
