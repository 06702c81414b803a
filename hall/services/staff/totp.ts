// The staff's second factor: TOTP (RFC 6238, 6 digits every 30 s, what authenticator apps read from a QR code),
// with the secret sealed at rest and each time step accepted once.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { Secret, TOTP } from 'otpauth';

const ISSUER = 'Concert Hall';
const PERIOD = 30;

const keyOf = (sealKey: string) => createHash('sha256').update(sealKey).digest();

/** AES-256-GCM under STAFF_TOTP_KEY: a copy of the database alone gives no second factor. */
export function sealSecret(base32: string, sealKey: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(sealKey), iv);
  const sealed = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
}

export function openSecret(sealed: string, sealKey: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !data) throw new Error('not a sealed TOTP secret');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(sealKey), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

const totpOf = (base32: string, username: string) =>
  new TOTP({ issuer: ISSUER, label: username, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(base32) });

/** A new secret for an enrolment, with what the console shows: the QR code and, for typing, the secret itself. */
export async function newEnrolment(username: string) {
  const secret = new Secret({ size: 20 }).base32;
  const otpauthUrl = totpOf(secret, username).toString();
  return { secret, otpauthUrl, qrDataUrl: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 }) };
}

/**
 * The time step a code belongs to (the current one or either neighbour, for clocks a little apart), or null.
 * A step at or before `lastStep` is refused: a code seen once (over a shoulder, in a proxy log) is spent.
 */
export function acceptedStep(base32: string, username: string, code: string, lastStep: number | null, now = Date.now()): number | null {
  const delta = totpOf(base32, username).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / PERIOD) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** The code an authenticator shows at `now` (tests, and the command line's check of an enrolment). */
export const codeAt = (base32: string, now = Date.now()) =>
  TOTP.generate({ secret: Secret.fromBase32(base32), algorithm: 'SHA1', digits: 6, period: PERIOD, timestamp: now });
