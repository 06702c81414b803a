/**
 * Characters no person types into a form: C0 and C1 control characters other than tab and line breaks, and
 * lone UTF-16 surrogates. PostgreSQL refuses NUL outright (the write fails), and the others hide text from
 * whoever reads it later, so every string that comes in from outside is checked once, at the edge.
 */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const isCleanText = (s: string) => !FORBIDDEN.test(s) && s.isWellFormed();

/** Deeper than any form of the site nests its fields. */
export const MAX_DEPTH = 16;

export type InputProblem = 'characters' | 'depth';

/**
 * Walks a parsed JSON body or query (keys and values, without recursion, so a hostile depth cannot overflow
 * the stack) and names the first problem, or null.
 */
export function inputProblem(input: unknown): InputProblem | null {
  const stack: [unknown, number][] = [[input, 0]];
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (!isCleanText(value)) return 'characters';
    } else if (value && typeof value === 'object') {
      if (depth >= MAX_DEPTH) return 'depth';
      for (const [key, item] of Object.entries(value)) {
        if (!isCleanText(key)) return 'characters';
        stack.push([item, depth + 1]);
      }
    }
  }
  return null;
}
