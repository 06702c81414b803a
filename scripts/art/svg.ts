/** Tiny SVG helpers for the artwork generator: colours, gradients and a deterministic PRNG. */
import { prng, type Prng } from '../../hall/db/seed/util';

export { prng, type Prng };

/** One decimal is plenty for artwork and keeps files small. */
export const r1 = (n: number) => Math.round(n * 10) / 10;

export function svg(w: number, h: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>\n`;
}

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const hex = (c: number[]) =>
  `#${c
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** Linear mix of two hex colours: t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [rgb(a), rgb(b)];
  return hex(x.map((v, i) => v + (y[i] - v) * t));
}
export const dark = (c: string, t: number) => mix(c, '#0a0c18', t);
export const light = (c: string, t: number) => mix(c, '#ffffff', t);

export const GOLD = '#E8C872';
export const INK = '#0a0c18';

export function linear(id: string, stops: [string, number?][], x2 = 0, y2 = 1): string {
  const s = stops
    .map(([c, o], i) => `<stop offset="${r1(i / (stops.length - 1))}" stop-color="${c}"${o === undefined ? '' : ` stop-opacity="${o}"`}/>`)
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

export function radial(id: string, color: string, opacity = 1): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

export const rect = (w: number, h: number, fill: string) => `<rect width="${w}" height="${h}" fill="${fill}"/>`;

export const circle = (cx: number, cy: number, rr: number, attrs: string) =>
  `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(rr)}" ${attrs}/>`;

/** An arc of a circle around (cx, cy) from angle a0 to a1 (radians, 0 = straight down, positive to the right). */
export function arc(cx: number, cy: number, rr: number, a0: number, a1: number): string {
  const p = (a: number) => `${r1(cx + rr * Math.sin(a))} ${r1(cy + rr * Math.cos(a))}`;
  return `M${p(a0)}A${r1(rr)} ${r1(rr)} 0 ${Math.abs(a1 - a0) > Math.PI ? 1 : 0} 0 ${p(a1)}`;
}

/** A ring sector (the outline of a seating area) between radii r0 and r1 and angles a0..a1. */
export function sector(cx: number, cy: number, ra: number, rb: number, a0: number, a1: number): string {
  const p = (rr: number, a: number) => `${r1(cx + rr * Math.sin(a))} ${r1(cy + rr * Math.cos(a))}`;
  return `M${p(ra, a0)}L${p(rb, a0)}A${r1(rb)} ${r1(rb)} 0 0 0 ${p(rb, a1)}L${p(ra, a1)}A${r1(ra)} ${r1(ra)} 0 0 1 ${p(ra, a0)}Z`;
}

/** A gentle wave across the width at height y. */
export function wave(w: number, y: number, amp: number, phase: number): string {
  const q = w / 4;
  return `M0 ${r1(y)}C${r1(q)} ${r1(y - amp * Math.cos(phase))} ${r1(q * 1.5)} ${r1(y + amp)} ${r1(q * 2)} ${r1(y)}S${r1(q * 3.5)} ${r1(y - amp * Math.sin(phase + 1))} ${w} ${r1(y)}`;
}
