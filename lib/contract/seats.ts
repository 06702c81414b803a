// Seat selection (/chooseSeat). The spec names no call for the seat map, so these two are ours.
// Kept free of zod: the seat map page imports these types in the browser.

/** Coming soon and sold out follow from times and seats; off sale and cancelled are the box office's word. */
export const SALE_STATUSES = ['coming_soon', 'on_sale', 'sold_out', 'off_sale', 'cancelled'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

/** [sessionSeatId, floor, areaIndex (into SeatMap.areas), row, number, x, y, ticketClassId] */
export type SeatTuple = [id: number, floor: number, area: number, row: number, number: number, x: number, y: number, ticketClassId: number];

export type SeatMapTicketClass = {
  id: number;
  name: string;
  enName: string;
  priceFen: number;
  color: string;
  pointOnly: boolean;
  pointPrice: number | null;
};

/**
 * GET /api/session/{id}/seat_map: the drawing of the session's hall. It changes only when the hall is
 * re-mapped, so the BFF and browsers may cache it; availability comes from seat_status.
 * Coordinates are seat centres in a width×height box; the stage is centred at stageX along the top
 * (y from 0 to 110); a seat is drawn about 12 units wide.
 */
export type SeatMap = {
  sessionId: number;
  hall: { id: number; name: string; enName: string; width: number; height: number; stageX: number };
  areas: { name: string; enName: string }[];
  ticketClasses: SeatMapTicketClass[];
  seats: SeatTuple[];
  limitPerOrder: number;
  limitPerMember: number;
  saleStatus: SaleStatus;
  saleStartAt: string;
};

/**
 * GET /api/session/{id}/seat_status: the seats no one else can take now (held by an unpaid order or sold),
 * polled while the map is open. `version` changes whenever the set changes.
 */
export type SeatStatus = { taken: number[]; version: string };
