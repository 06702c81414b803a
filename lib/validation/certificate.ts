import { isIdCard, isVisitDocument } from './id-card';

/**
 * Certificate numbers of regular purchasers, by the certificate type's name in /api/dir?dirType=CERT_TYPE.
 * The resident ID card gets the full §5 check; the others their published formats. A type without its own
 * rule takes any of the §5 'visit' documents.
 */
const PATTERNS: Record<string, RegExp> = {
  护照: /^[A-Z\d]{5,17}$/,
  /** Home Return Permit: H (Hong Kong) or M (Macau) and 8 digits; older cards 10. */
  港澳居民来往内地通行证: /^[HM]\d{8}(\d{2})?$/,
  /** Taiwan Compatriot Permit: 8 digits; older cards 10 digits with an optional letter in brackets. */
  台湾居民来往大陆通行证: /^(\d{8}|\d{10}(\([A-Z]\))?)$/,
  /** Foreign Permanent Resident ID Card: 3 letters and 12 digits (2004), or 18 characters starting with 9 (2017). */
  外国人永久居留身份证: /^([A-Z]{3}\d{12}|9\d{16}[\dX])$/,
};

export const RESIDENT_ID_CARD = '身份证';

/** The number as stored: trimmed, upper case (a trailing x of an ID number becomes X). */
export const normalizeCertNo = (certNo: string) => certNo.trim().toUpperCase();

export function isCertificate(certType: string, certNo: string): boolean {
  const value = normalizeCertNo(certNo);
  if (certType === RESIDENT_ID_CARD) return isIdCard(value);
  const pattern = PATTERNS[certType];
  return pattern ? pattern.test(value) : isVisitDocument(value);
}
