// fontkit for pdf-lib. pdf-lib's own fork (@pdf-lib/fontkit) predates fontkit 1.8, whose subsetting fixed a broken
// `loca` table in large TrueType fonts: with it most Chinese glyphs of a statement came out blank (pdf-lib issue
// #1232). fontkit 2 encodes a subset at once (`encode()`), where pdf-lib reads the stream of fontkit 1
// (`encodeStream()`); this gives each subset the stream pdf-lib reads, and nothing else changes.
import * as fontkit from 'fontkit';
import type { PDFDocument } from 'pdf-lib';

type PdfFontkit = Parameters<PDFDocument['registerFontkit']>[0];
type Subset = { encode(): Uint8Array; encodeStream?: () => unknown };

/** The bytes of `subset` as the one chunk of a stream that then ends. */
function streamOf(subset: Subset) {
  const bytes = subset.encode();
  const stream = {
    on(event: 'data' | 'end', listener: (chunk?: Uint8Array) => void) {
      // pdf-lib listens for 'data' and then 'end'; each is told in a later microtask, in that order.
      queueMicrotask(() => (event === 'data' ? listener(bytes) : listener()));
      return stream;
    },
  };
  return stream;
}

export const pdfFontkit: PdfFontkit = {
  create(buffer: Uint8Array) {
    const font = fontkit.create(Buffer.from(buffer)) as unknown as { createSubset(): Subset };
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => {
      const subset = createSubset();
      subset.encodeStream = () => streamOf(subset);
      return subset;
    };
    return font as unknown as ReturnType<PdfFontkit['create']>;
  },
};
