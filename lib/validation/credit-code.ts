/**
 * Tax numbers on invoices and the renter's unified social credit code.
 *
 * The unified social credit code (统一社会信用代码, GB 32100-2015) is 18 characters from the 31-character alphabet
 * below (the digits and the capitals without I, O, S, V, Z): the registering authority and the kind of body (2),
 * the area code (6 digits), the body's organisation code (9), and a check character over the first 17. Since the
 * "three certificates in one" reform it is the taxpayer number (纳税人识别号) of every company and, since 2016, of
 * individual businesses (个体工商户) too.
 *
 * What else a tax number may be, decided from what the tax bureau's e-invoice platforms take as the buyer's number:
 * the invoicing APIs built on them (票通's digital-invoice API, the 云税 invoicing front end) take 15 to 20 capitals
 * or digits and check only that. The old forms behind those lengths are still on the tax register for some
 * taxpayers, mostly individual businesses that never had a new code: 15 characters (the area code and the
 * organisation code, or the owner's old 15-digit ID number), 17 (a 15-digit ID number and a 2-digit serial) and 20
 * (an 18-character ID number and a 2-digit serial). No taxpayer number has 16 or 19 characters, so those are refused.
 * An 18-character number is always read as a credit code: it is the only 18-character form issued today, and its
 * check character catches every single mistyped character and every swap of two neighbours, the typos that make an
 * invoice the member cannot use. The old forms carry no check of their own that holds across all of them (an
 * organisation code has one, an ID number another, the serial none), so they are taken by their shape alone.
 *
 * The check of the organisation code inside a credit code (characters 9–17, GB 11714) is not made: the tax platforms
 * do not make it, and a real code refused is worse than the rare typo the code's own check character lets through.
 */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const SHAPE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
const OLD_FORMS = /^(?:[0-9A-Z]{15}|[0-9A-Z]{17}|[0-9A-Z]{20})$/;

/** The 18th character of a unified social credit code: 31 − (Σ value × weight mod 31), with 31 read as 0. */
export function creditCodeCheckChar(first17: string): string {
  const sum = WEIGHTS.reduce((acc, w, i) => acc + ALPHABET.indexOf(first17[i]) * w, 0);
  return ALPHABET[(31 - (sum % 31)) % 31];
}

/** What is wrong with a credit code: its shape (length, alphabet, area digits), its check character, or nothing. */
export function creditCodeProblem(raw: string): 'format' | 'check' | null {
  const code = raw.trim().toUpperCase();
  if (!SHAPE.test(code)) return 'format';
  return creditCodeCheckChar(code) === code[17] ? null : 'check';
}

export const isCreditCode = (value: string) => creditCodeProblem(value) === null;

/** What is wrong with a taxpayer number on an invoice: a credit code's problem, or an old form's shape. */
export function taxNumberProblem(raw: string): 'format' | 'check' | null {
  const value = raw.trim().toUpperCase();
  if (value.length === 18) return creditCodeProblem(value);
  return OLD_FORMS.test(value) ? null : 'format';
}

export const isTaxNumber = (value: string) => taxNumberProblem(value) === null;
