import { integer, pgTable, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from './columns';

export const halls = pgTable('halls', {
  id: id(),
  code: text().notNull().unique(),
  name: text().notNull(),
  enName: text('en_name').notNull(),
  capacity: integer().notNull(),
  /** Drawing extent of the seat map, in the units of the seat coordinates. */
  width: integer().notNull(),
  height: integer().notNull(),
  sort: integer().notNull().default(0),
});

/** The physical seats of a hall, drawn from x/y; a session's sellable seats point here. */
export const hallSeats = pgTable(
  'hall_seats',
  {
    id: id(),
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id),
    floor: integer().notNull(),
    area: text().notNull(),
    enArea: text('en_area').notNull(),
    row: integer().notNull(),
    number: integer().notNull(),
    x: real().notNull(),
    y: real().notNull(),
  },
  (t) => [uniqueIndex('hall_seats_position_uq').on(t.hallId, t.floor, t.area, t.row, t.number)],
);

export const genres = pgTable('genres', {
  id: id(),
  code: text().notNull().unique(),
  name: text().notNull(),
  enName: text('en_name').notNull(),
  sort: integer().notNull().default(0),
});
