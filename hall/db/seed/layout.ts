/**
 * Seat maps of the three halls, drawn as curved rows fanning around a stage at the top of the drawing.
 * Pure geometry, shared by the seed (hall_seats) and the artwork script (seating charts).
 *
 * A floor is a set of concentric rows around a focal point above the stage; an area is an angular slice of
 * those rows. Seats are `PITCH` units apart along a row and rows `ROW_GAP` apart, so no two seat centres are
 * closer than ~15 units (a seat is drawn ~12 units wide). The balcony (floor 2) continues the same rings
 * behind the stalls after a gap, so it is drawn below floor 1 in the same coordinate space.
 */

export const PITCH = 16;
export const ROW_GAP = 18;
const MARGIN = 40;
/** Space at the top of the drawing left for the stage. */
export const STAGE_DEPTH = 110;

export type Area = { area: string; enArea: string; from: number; to: number };
/** `radius`: distance of the first row from the focal point; a large radius flattens the rows. */
export type Floor = { floor: number; rows: number; radius: number; areas: Area[] };
export type HallSpec = {
  code: 'main' | 'small' | 'south';
  name: string;
  enName: string;
  floors: Floor[];
};

export type SeatPos = { floor: number; area: string; enArea: string; row: number; number: number; x: number; y: number };
/** `focal`: the centre of the rows' circles in drawing coordinates (above the stage); `stageX` is its x. */
export type HallLayout = {
  spec: HallSpec;
  width: number;
  height: number;
  stageX: number;
  focal: { x: number; y: number };
  seats: SeatPos[];
};

/** Width of an aisle between two areas, between the seat centres on either side. */
export const AISLE = 26;

/** Left, centre and right areas of a floor, split at ±centre radians, reaching ±outer. */
const sides = (prefix: string, enPrefix: string, letters: [string, string, string], centre: number, outer: number): Area[] => [
  { area: `${prefix}${letters[0]}区`, enArea: `${enPrefix} ${letters[0]}`, from: -outer, to: -centre },
  { area: `${prefix}${letters[1]}区`, enArea: `${enPrefix} ${letters[1]}`, from: -centre, to: centre },
  { area: `${prefix}${letters[2]}区`, enArea: `${enPrefix} ${letters[2]}`, from: centre, to: outer },
];

export const HALL_SPECS: HallSpec[] = [
  {
    code: 'main',
    name: '音乐厅',
    enName: 'Main Hall',
    floors: [
      { floor: 1, rows: 22, radius: 170, areas: sides('池座', 'Stalls', ['A', 'B', 'C'], 0.32, 0.86) },
      { floor: 2, rows: 6, radius: 170 + 21 * ROW_GAP + 80, areas: sides('楼座', 'Balcony', ['D', 'E', 'F'], 0.3, 0.72) },
    ],
  },
  {
    code: 'small',
    name: '小音乐厅',
    enName: 'Small Hall',
    floors: [{ floor: 1, rows: 15, radius: 130, areas: sides('', 'Section', ['A', 'B', 'C'], 0.36, 0.9) }],
  },
  {
    code: 'south',
    name: '南厅',
    enName: 'South Hall',
    floors: [
      {
        floor: 1,
        rows: 13,
        radius: 700,
        areas: [
          { area: '1区', enArea: 'Block 1', from: -0.5, to: -0.25 },
          { area: '2区', enArea: 'Block 2', from: -0.25, to: 0 },
          { area: '3区', enArea: 'Block 3', from: 0, to: 0.25 },
          { area: '4区', enArea: 'Block 4', from: 0.25, to: 0.5 },
        ],
      },
    ],
  },
];

/** Seats of a hall with coordinates in a width×height box, the stage centred at the top. */
export function layoutHall(spec: HallSpec): HallLayout {
  const raw: SeatPos[] = [];
  // The focal point sits at (0, -firstRadius): the front row of floor 1 passes through y = 0 at the centre.
  const focalY = -spec.floors[0].radius;
  for (const f of spec.floors) {
    for (let r = 0; r < f.rows; r++) {
      const radius = f.radius + r * ROW_GAP;
      const step = PITCH / radius;
      const outerFrom = Math.min(...f.areas.map((a) => a.from));
      const outerTo = Math.max(...f.areas.map((a) => a.to));
      const half = AISLE / 2 / radius;
      for (const a of f.areas) {
        // Inner edges give way to half an aisle on each side.
        const from = a.from > outerFrom ? a.from + half : a.from;
        const to = a.to < outerTo ? a.to - half : a.to;
        const count = Math.floor((to - from) / step) + 1;
        const start = (from + to) / 2 - ((count - 1) * step) / 2;
        for (let i = 0; i < count; i++) {
          const theta = start + i * step;
          raw.push({
            floor: f.floor,
            area: a.area,
            enArea: a.enArea,
            row: r + 1,
            number: i + 1,
            x: radius * Math.sin(theta),
            y: focalY + radius * Math.cos(theta),
          });
        }
      }
    }
  }
  const minX = Math.min(...raw.map((s) => s.x));
  const maxX = Math.max(...raw.map((s) => s.x));
  const minY = Math.min(...raw.map((s) => s.y));
  const maxY = Math.max(...raw.map((s) => s.y));
  const dx = MARGIN - minX;
  const dy = STAGE_DEPTH + MARGIN - minY;
  const round = (v: number) => Math.round(v * 10) / 10;
  const seats = raw.map((s) => ({ ...s, x: round(s.x + dx), y: round(s.y + dy) }));
  return {
    spec,
    width: Math.ceil(maxX - minX + 2 * MARGIN),
    height: Math.ceil(maxY - minY + STAGE_DEPTH + 2 * MARGIN),
    stageX: round(dx),
    focal: { x: round(dx), y: round(focalY + dy) },
    seats,
  };
}

export const HALL_LAYOUTS: HallLayout[] = HALL_SPECS.map(layoutHall);

/**
 * How good a seat is (lower is better): distance to a point a few rows into the centre of the stalls, with
 * a small extra for sitting off-centre. The price tiers of a session follow this order.
 */
export function seatScorer(layout: HallLayout): (s: { x: number; y: number }) => number {
  const frontY = Math.min(...layout.seats.map((p) => p.y));
  const ideal = { x: layout.stageX, y: frontY + 5 * ROW_GAP };
  return (s) => Math.hypot(s.x - ideal.x, s.y - ideal.y) + Math.abs(s.x - ideal.x) * 0.35;
}
