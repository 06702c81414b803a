import { isBirthday } from './birthday';

/** Province prefixes of resident ID numbers: mainland provinces, Taiwan (71), Hong Kong (81), Macau (82), abroad (91). */
const PROVINCES = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61, 62, 63, 64, 65, 71, 81, 82,
  91,
]);
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

export type IdCardFacts = { birthday: string; sex: 0 | 1 };

/** The 18th character of a resident ID number: ISO 7064 MOD 11-2 over its first 17 digits. */
export const idCheckDigit = (first17: string) => CHECK[WEIGHTS.reduce((acc, w, i) => acc + w * Number(first17[i]), 0) % 11];

/**
 * §5: a resident ID number of 15 digits, or 17 digits plus a digit or X with a valid check digit, from a
 * known province. Gives the birthday (digits 7–14) and sex (parity of digit 17: odd 1 male, even 0 female).
 */
export function parseIdCard(raw: string, today = new Date()): IdCardFacts | null {
  const id = raw.trim().toUpperCase();
  if (/^\d{15}$/.test(id)) {
    if (!PROVINCES.has(Number(id.slice(0, 2)))) return null;
    const birthday = `19${id.slice(6, 8)}-${id.slice(8, 10)}-${id.slice(10, 12)}`;
    if (!isBirthday(birthday, today)) return null;
    return { birthday, sex: (Number(id[14]) % 2) as 0 | 1 };
  }
  if (!/^\d{17}[\dX]$/.test(id)) return null;
  if (!PROVINCES.has(Number(id.slice(0, 2)))) return null;
  if (idCheckDigit(id) !== id[17]) return null;
  const birthday = `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`;
  if (!isBirthday(birthday, today)) return null;
  return { birthday, sex: (Number(id[16]) % 2) as 0 | 1 };
}

export const isIdCard = (value: string) => parseIdCard(value) !== null;
