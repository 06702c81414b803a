/** A money amount as an input holds it: yuan, no trailing zeros ("180", "29.9"); empty for none. */
export const toYuanInput = (fen: number | null) => (fen === null ? '' : String(fen / 100));

/** What was typed, in fen: null when left empty, NaN when it is not a number (the contract says so in words). */
export function fromYuanInput(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+(?:\.\d{1,2})?$/.test(trimmed) ? Math.round(Number(trimmed) * 100) : Number.NaN;
}
