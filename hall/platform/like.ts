// LIKE patterns from what a person typed: `%`, `_` and `\` are letters to them, not wildcards, so a search for
// "50%" finds a percent sign. The pattern is always a bound parameter.

export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Anything that contains the text. */
export const containing = (text: string) => `%${likeLiteral(text)}%`;

/** Anything that starts with the text. */
export const startingWith = (text: string) => `${likeLiteral(text)}%`;
