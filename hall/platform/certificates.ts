import { canonicalCertNo } from '@/lib/validation/certificate';
import { maskMiddle } from './mask';
import { identityHash, open, seal } from './personal-data';

/** An identity document as the hall stores it: the number sealed, the person as a keyed hash. */
export type StoredCertificate = { certType: string; certNo: string; certHash: string };

/** The canonical number (a 15-digit ID number in its 18-digit form) sealed, and its hash for the uniqueness rules. */
export function storedCertificate(certType: string, certNo: string): StoredCertificate {
  const canonical = canonicalCertNo(certType, certNo);
  return { certType, certNo: seal(canonical), certHash: identityHash(certType, canonical) };
}

/** A sealed number as screens show it: the first and last `keep` characters. */
export const shownCertNo = (sealed: string | null | undefined, keep = 2) => (sealed ? maskMiddle(open(sealed), keep) : '');

/** The last four characters, which the door and the welfare lists compare with the document in hand. */
export const certTail = (sealed: string | null | undefined) => (sealed ? open(sealed).slice(-4) : null);
