import { idCheckDigit, isIdCard, parseIdCard } from './id-card';

/**
 * The identity documents the hall accepts, for regular purchasers (real-name tickets, public-welfare
 * applications) and visitors alike, stored by their Chinese names as /api/dir?dirType=CERT_TYPE lists them.
 * The list is fixed: each type has its own rule, and a type the hall cannot check is refused rather than
 * taken on trust. Their words in both languages are `certTypes.<key>` in messages/*.json.
 */
export const CERT_TYPES = [
  { name: '身份证', key: 'idCard' },
  { name: '护照', key: 'passport' },
  { name: '港澳居民来往内地通行证', key: 'homeReturnPermit' },
  { name: '台湾居民来往大陆通行证', key: 'taiwanPermit' },
  { name: '外国人永久居留身份证', key: 'foreignPermanentResident' },
] as const;

export type CertType = (typeof CERT_TYPES)[number]['name'];
export const CERT_TYPE_NAMES = CERT_TYPES.map((t) => t.name) as [CertType, ...CertType[]];
export const RESIDENT_ID_CARD = '身份证' satisfies CertType;

export const isCertType = (value: string): value is CertType => (CERT_TYPE_NAMES as string[]).includes(value);
export const certTypeKey = (name: string) => CERT_TYPES.find((t) => t.name === name)?.key;

/** The other documents' published formats; the resident ID card gets the full GB 11643 check. */
const PATTERNS: Record<Exclude<CertType, '身份证'>, RegExp> = {
  /** Passports differ by country: 5–17 letters and digits with at least one digit (China's: E or G and 8 digits). */
  护照: /^(?=.*\d)[A-Z\d]{5,17}$/,
  /** Home Return Permit: H (Hong Kong) or M (Macau) and 8 digits; older cards 10. */
  港澳居民来往内地通行证: /^[HM]\d{8}(\d{2})?$/,
  /** Taiwan Compatriot Permit: 8 digits; older cards 10 digits with an optional letter in brackets. */
  台湾居民来往大陆通行证: /^(\d{8}|\d{10}(\([A-Z]\))?)$/,
  /** Foreign Permanent Resident ID Card: 3 letters and 12 digits (2004), or 18 characters starting with 9 (2017). */
  外国人永久居留身份证: /^([A-Z]{3}\d{12}|9\d{16}[\dX])$/,
};

/** The number as typed, tidied: trimmed, upper case (a trailing x of an ID number becomes X). */
export const normalizeCertNo = (certNo: string) => certNo.trim().toUpperCase();

export function isCertificate(certType: string, certNo: string): boolean {
  if (!isCertType(certType)) return false;
  const value = normalizeCertNo(certNo);
  return certType === RESIDENT_ID_CARD ? isIdCard(value) : PATTERNS[certType].test(value);
}

/**
 * One person, one number: a 15-digit ID number (issued until 1999) is the 18-digit one without the century
 * and the check digit, so it becomes that 18-digit form before it is stored, compared or hashed. Every
 * uniqueness rule (one visit a day, one welfare application and one real-name ticket per performance, one
 * buyer per member) compares this form.
 */
export function canonicalCertNo(certType: string, certNo: string): string {
  const value = normalizeCertNo(certNo);
  if (certType !== RESIDENT_ID_CARD || !/^\d{15}$/.test(value)) return value;
  const first17 = `${value.slice(0, 6)}19${value.slice(6)}`;
  return first17 + idCheckDigit(first17);
}

/** Whole years from a yyyy-MM-dd birthday to a yyyy-MM-dd day (a birthday on the day counts). */
export function ageOn(birthday: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthday.slice(0, 4));
  return day.slice(5) >= birthday.slice(5) ? years : years - 1;
}

/** The age an ID card shows on a given day; null for other documents, which carry no birthday the hall can read. */
export function ageByCertificate(certType: string, certNo: string, day: string): number | null {
  if (certType !== RESIDENT_ID_CARD) return null;
  const facts = parseIdCard(certNo);
  return facts ? ageOn(facts.birthday, day) : null;
}
