import { SLIDE } from '@/lib/contract/slide';

const point = (cx: number, cy: number, r: number, turns: number) => {
  const a = turns * Math.PI;
  return `${(cx + r * Math.cos(a)).toFixed(2)} ${(cy + r * Math.sin(a)).toFixed(2)}`;
};

/**
 * The puzzle piece as an SVG path, the same shape as the hall API's hole (hall/services/accounts/slide-image.ts): a
 * 42 px square with radius-10 tabs on top and right and a notch on the left; (x, y) is the square's corner.
 */
export function piecePath(x: number, y: number, l: number = SLIDE.pieceSize, r: number = SLIDE.radius): string {
  const top = { cx: x + l / 2, cy: y - r + 2 };
  const right = { cx: x + l + r - 2, cy: y + l / 2 };
  const left = { cx: x + r - 2, cy: y + l / 2, r: r + 0.4 };
  return [
    `M${x} ${y}`,
    `L${point(top.cx, top.cy, r, 0.72)}`,
    `A${r} ${r} 0 1 1 ${point(top.cx, top.cy, r, 2.26)}`,
    `L${x + l} ${y}`,
    `L${point(right.cx, right.cy, r, 1.21)}`,
    `A${r} ${r} 0 1 1 ${point(right.cx, right.cy, r, 2.78)}`,
    `L${x + l} ${y + l}`,
    `L${x} ${y + l}`,
    `L${point(left.cx, left.cy, left.r, 2.76)}`,
    `A${left.r} ${left.r} 0 1 0 ${point(left.cx, left.cy, left.r, 1.24)}`,
    'Z',
  ].join('');
}
