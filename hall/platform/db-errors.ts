/** PostgreSQL errors as the two drivers raise them (drizzle wraps the driver's error in `cause`). */
type PgError = { code?: string; constraint?: string; cause?: unknown };

function* chain(error: unknown) {
  for (let e = error as PgError | undefined; e && typeof e === 'object'; e = e.cause as PgError | undefined) yield e;
}

/** A unique index refused the write: another request got there first. */
export const isUniqueViolation = (error: unknown) => [...chain(error)].some((e) => e.code === '23505');

/** The name of the constraint that refused the write, or ''. */
export const constraintOf = (error: unknown) => [...chain(error)].find((e) => e.constraint)?.constraint ?? '';

/** SQLSTATE class 22, data exception: a value the column cannot hold (out of range, too long, NUL in text). */
export const isDataError = (error: unknown) => [...chain(error)].some((e) => typeof e.code === 'string' && e.code.startsWith('22'));

/** A foreign key refused the write: the row it names does not exist. */
export const isForeignKeyViolation = (error: unknown) => [...chain(error)].some((e) => e.code === '23503');

/** An exclusion constraint refused the write: it overlaps a row the constraint keeps apart (a hall's bookings). */
export const isExclusionViolation = (error: unknown) => [...chain(error)].some((e) => e.code === '23P01');
