import { hallSeats } from '../../db/schema';

/**
 * A seat as a ticket names it (floor, area, row, number), selected as one nested object: on a left join to a
 * line without a seat (a ticket class sold by quantity) drizzle gives null for the whole label.
 */
export const seatLabelColumns = {
  floor: hallSeats.floor,
  area: hallSeats.area,
  enArea: hallSeats.enArea,
  row: hallSeats.row,
  number: hallSeats.number,
};
