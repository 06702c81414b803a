/** Artwork of the building itself: seating charts drawn from the seed's seat layout, the VR tour and the logo. */
import { AISLE, ROW_GAP, STAGE_DEPTH, type HallLayout } from '../../hall/db/seed/layout';
import { arc, circle, dark, GOLD, light, linear, r1, radial, rect, sector, svg } from './svg';

const AREA_COLORS = ['#C8102E', '#E8772E', '#E3B23C', '#3A86C8', '#4CAF7A', '#8E5CC4'];

/** A seating chart: one ring sector per area (floor 1 and the balcony behind it), the stage at the top. */
export function seatingChart(layout: HallLayout): string {
  const { width: w, height: h, focal } = layout;
  let body = rect(w, h, '#f7f5f0');
  body += `<rect x="${r1(focal.x - 160)}" y="30" width="320" height="${STAGE_DEPTH - 50}" rx="8" fill="#2b2d42"/>`;
  let color = 0;
  for (const floor of layout.spec.floors) {
    const r0 = floor.radius - ROW_GAP / 2;
    const r9 = floor.radius + (floor.rows - 0.5) * ROW_GAP;
    const outerFrom = Math.min(...floor.areas.map((a) => a.from));
    const outerTo = Math.max(...floor.areas.map((a) => a.to));
    for (const area of floor.areas) {
      const half = AISLE / 2 / floor.radius;
      const a0 = area.from > outerFrom ? area.from + half * 0.7 : area.from - 0.02;
      const a1 = area.to < outerTo ? area.to - half * 0.7 : area.to + 0.02;
      const fill = AREA_COLORS[color++ % AREA_COLORS.length];
      body += `<path d="${sector(focal.x, focal.y, r0, r9, a0, a1)}" fill="${fill}" fill-opacity="0.8"/>`;
      // Row lines inside the area, every third row.
      let rows = '';
      for (let r = 3; r < floor.rows; r += 3) rows += arc(focal.x, focal.y, floor.radius + (r - 0.5) * ROW_GAP, a0, a1);
      if (rows) body += `<path d="${rows}" fill="none" stroke="#fff" stroke-opacity="0.5"/>`;
    }
  }
  return svg(w, h, body);
}

/** The virtual tour's still: the main hall from the back of the balcony, with a 360° mark. */
export function vrTour(): string {
  const w = 1600;
  const h = 800;
  const defs = linear('b', [['#1b1f3b'], ['#05060d']]) + radial('g', '#f6d99a', 0.75);
  let body = rect(w, h, 'url(#b)') + circle(800, 250, 380, 'fill="url(#g)"');
  body += '<path d="M560 330H1040L1000 250H600Z" fill="#3a2f2a"/>';
  for (let i = 0; i < 12; i++)
    body += `<rect x="${r1(640 + i * 28)}" y="140" width="14" height="${110 - Math.abs(i - 5.5) * 12}" fill="#c9a66b" fill-opacity="0.8"/>`;
  for (let i = 0; i < 11; i++) {
    const rr = 260 + i * 48;
    body += `<path d="${arc(800, 80, rr, -1.05, 1.05)}" fill="none" stroke="#8b1e2d" stroke-width="16" stroke-dasharray="14 6" stroke-opacity="${r1(0.95 - i * 0.04)}"/>`;
  }
  body += `<g fill="none" stroke="#fff" stroke-width="6" stroke-opacity="0.9"><ellipse cx="1480" cy="110" rx="70" ry="26"/><path d="M1540 90l12 22-26 4"/></g>`;
  return svg(w, h, body, defs);
}

/** The hall's mark: the shell of a concert platform over a river line, no lettering. */
export function logo(): string {
  const c = '#9B1C31';
  let body = '';
  for (let i = 0; i < 4; i++) {
    const rr = 30 + i * 18;
    body += `<path d="M${100 - rr} 128A${rr} ${rr} 0 0 1 ${100 + rr} 128" fill="none" stroke="${i % 2 ? light(c, 0.25) : c}" stroke-width="9" stroke-linecap="round"/>`;
  }
  body += `<path d="M24 150Q62 136 100 150T176 150" fill="none" stroke="${dark(GOLD, 0.1)}" stroke-width="8" stroke-linecap="round"/>`;
  body += circle(100, 110, 9, `fill="${GOLD}"`);
  return svg(200, 200, body);
}
