import { deflateSync } from 'node:zlib';
import { SLIDE } from '@/lib/contract/slide';

/**
 * The hole of a slide puzzle as a transparent PNG the size of the puzzle, laid over its background image by
 * the site. A person needs to see the hole; the answer itself is never sent as a number, and each challenge
 * takes one try (accounts/slide.ts), so reading pixels gains a robot little over sliding by eye.
 *
 * The piece is the classic one (42 px square, radius-10 tabs): a tab on top, a tab on the right and a notch
 * on the left; (x, y) is the square's top-left corner, as in the answer the site sends back.
 */
export function insidePiece(px: number, py: number, x: number, y: number, l: number = SLIDE.pieceSize, r: number = SLIDE.radius): boolean {
  const inCircle = (cx: number, cy: number, radius: number) => (px - cx) ** 2 + (py - cy) ** 2 <= radius ** 2;
  const inSquare = px >= x && px <= x + l && py >= y && py <= y + l;
  const topTab = inCircle(x + l / 2, y - r + 2, r);
  const rightTab = inCircle(x + l + r - 2, y + l / 2, r);
  const leftNotch = inCircle(x + r - 2, y + l / 2, r + 0.4);
  return (inSquare && !leftNotch) || topTab || rightTab;
}

export function holePng(x: number, y: number, width: number, height: number): Buffer {
  const rgba = Buffer.alloc(width * height * 4);
  // Inside dark and translucent; a light rim where the shape meets the outside, so the edge reads on any picture.
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      if (!insidePiece(px + 0.5, py + 0.5, x, y)) continue;
      const rim = [-1.5, 1.5].some((d) => !insidePiece(px + 0.5 + d, py + 0.5, x, y) || !insidePiece(px + 0.5, py + 0.5 + d, x, y));
      const i = (py * width + px) * 4;
      rgba.set(rim ? [255, 255, 255, 220] : [0, 0, 0, 150], i);
    }
  }
  return encodePng(rgba, width, height);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A minimal PNG writer: 8-bit RGBA, one IDAT, filter 0 on every row. */
export function encodePng(rgba: Buffer, width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let row = 0; row < height; row++) rgba.copy(rows, row * (width * 4 + 1) + 1, row * width * 4, (row + 1) * width * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
