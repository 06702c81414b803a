// The statement's font subset keeps its glyphs: each character drawn has an outline in the subset embedded, which
// @pdf-lib/fontkit's subsets of this font did not (most Chinese characters came out blank).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { pdfFontkit } from './pdf-fontkit';

const FONT = createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf');

/** The bytes pdf-lib reads from a subset's stream. */
const read = (stream: { on(event: string, listener: (chunk?: Uint8Array) => void): unknown }) =>
  new Promise<Uint8Array>((resolve) => {
    const parts: Uint8Array[] = [];
    stream.on('data', (chunk) => parts.push(chunk!));
    stream.on('end', () => resolve(Buffer.concat(parts)));
  });

it('a subset of the statement’s characters has an outline for every one of them', async () => {
  const text = '结算单场租已付定金及合同款应付租用方票款场馆分成结余两清 Settlement ¥12,345.00';
  const font = pdfFontkit.create(await readFile(FONT)) as unknown as {
    layout(text: string): { glyphs: { id: number }[] };
    createSubset(): { includeGlyph(glyph: { id: number }): number; encodeStream(): Parameters<typeof read>[0] };
  };
  // Code points, as fontkit lays them out (no emoji or combining marks here).
  const chars = Array.from(text);
  const glyphs = font.layout(text).glyphs;
  expect(glyphs).toHaveLength(chars.length);
  const subset = font.createSubset();
  const ids = glyphs.map((g) => subset.includeGlyph(g));
  const embedded = fontkit.create(Buffer.from(await read(subset.encodeStream()))) as fontkit.Font;
  const blank = chars.filter((c, i) => c !== ' ' && embedded.getGlyph(ids[i]).path.commands.length === 0);
  expect(blank).toEqual([]);
});
