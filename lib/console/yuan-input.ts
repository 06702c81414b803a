/** A money amount as an input holds it: yuan, no trailing zeros ("180", "29.9"); empty for none. */
export const toYuanInput = (fen: number | null) => (fen === null ? '' : String(fen / 100));

/**
 * What was typed, in fen: null when left empty, NaN when it is not a number (the contract says so in words).
 * A minus sign is read only where an amount may be a credit (`negative`).
 */
export function fromYuanInput(text: string, { negative = false } = {}): number | null {
  const trimmed = text.trim().replace(/^[−–]/, '-');
  if (trimmed === '') return null;
  const pattern = negative ? /^-?\d+(?:\.\d{1,2})?$/ : /^\d+(?:\.\d{1,2})?$/;
  return pattern.test(trimmed) ? Math.round(Number(trimmed) * 100) : Number.NaN;
}
