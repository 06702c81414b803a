import { createPrivateKey, createPublicKey, X509Certificate, type KeyObject } from 'node:crypto';

/**
 * Keys arrive through environment variables, where a PEM's line breaks are often written as `\n`, and Alipay's
 * key tool hands out bare base64 without the BEGIN/END lines. Everything is turned into a KeyObject here, so a
 * bad key stops the hall API at start-up instead of failing the first payment.
 */
const unescape = (text: string) => text.replace(/\\r/g, '').replace(/\\n/g, '\n').trim();
const der = (text: string) => Buffer.from(text.replace(/\s+/g, ''), 'base64');

export function privateKeyOf(text: string): KeyObject {
  const value = unescape(text);
  if (value.includes('-----BEGIN')) return createPrivateKey(value);
  try {
    return createPrivateKey({ key: der(value), format: 'der', type: 'pkcs8' });
  } catch {
    return createPrivateKey({ key: der(value), format: 'der', type: 'pkcs1' });
  }
}

/** A public key as PEM or bare base64 (SPKI), or the certificate that carries it. */
export function publicKeyOf(text: string): KeyObject {
  const value = unescape(text);
  if (value.includes('BEGIN CERTIFICATE')) return new X509Certificate(value).publicKey;
  if (value.includes('-----BEGIN')) return createPublicKey(value);
  return createPublicKey({ key: der(value), format: 'der', type: 'spki' });
}

/** The certificate's serial number as WeChat Pay writes it (upper-case hex), or undefined for a bare key. */
export function certificateSerialOf(text: string): string | undefined {
  const value = unescape(text);
  return value.includes('BEGIN CERTIFICATE') ? new X509Certificate(value).serialNumber.toUpperCase() : undefined;
}

/** The certificates of a PEM bundle (several BEGIN CERTIFICATE blocks, `\n` escapes allowed). */
export const certificatesOf = (bundle: string): string[] =>
  unescape(bundle).match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];

export const pkcs8Pem = (key: KeyObject) => key.export({ format: 'pem', type: 'pkcs8' }).toString();
export const spkiPem = (key: KeyObject) => key.export({ format: 'pem', type: 'spki' }).toString();

/** Whether the text is a usable key of that kind; for configuration checks. */
export function isKey(kind: 'private' | 'public', text: string): boolean {
  try {
    (kind === 'private' ? privateKeyOf : publicKeyOf)(text);
    return true;
  } catch {
    return false;
  }
}
