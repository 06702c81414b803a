import { X509Certificate, type KeyObject } from 'node:crypto';
import { certificatesOf, publicKeyOf } from '../../platform/pem';

/** When a platform certificate may be trusted: from its notBefore to its notAfter, both included. */
export type Validity = { notBefore: Date; notAfter: Date };

/**
 * Every key WeChat Pay may sign a notification or an answer with, by the serial it names in `Wechatpay-Serial`.
 * During the move from platform certificates to the WeChat Pay public key, and at every certificate rotation,
 * WeChat Pay signs with either of two keys: each is kept under its own serial, and a serial the hall does not know
 * is refused (never "the one key we have, whatever the serial").
 */
export type PlatformKeyRing = {
  /**
   * The key under that serial if it is trusted at `now`. A platform certificate is trusted only within its validity,
   * checked at each use, so one that expires stops verifying without a restart; a WeChat Pay public key has no
   * validity and is always trusted.
   */
  keyOf(serial: string, now?: Date): KeyObject | undefined;
  /** Adds a platform certificate (its serial read from it); an expired one is not kept. */
  addCertificate(pem: string, now?: Date): string | null;
  serials(): string[];
  /** The platform certificates held, with their validity (the public key has none). */
  certificates(): ({ serial: string } & Validity)[];
};

/** One configured key: a platform certificate (its serial read from it) or a WeChat Pay public key with its ID. */
export type ConfiguredKey = { key: string; serial?: string };

type Held = { key: KeyObject; validity?: Validity };

const validityOf = (certificate: X509Certificate): Validity => ({
  notBefore: new Date(certificate.validFrom),
  notAfter: new Date(certificate.validTo),
});

export function platformKeyRing(configured: ConfiguredKey[]): PlatformKeyRing {
  const keys = new Map<string, Held>();
  for (const { key, serial } of configured) {
    const [pem] = certificatesOf(key);
    if (pem) {
      const certificate = new X509Certificate(pem);
      keys.set(serial ?? certificate.serialNumber.toUpperCase(), { key: certificate.publicKey, validity: validityOf(certificate) });
      continue;
    }
    // A bare public key names nothing: without its PUB_KEY_ID it could not be told from another key.
    if (!serial) throw new Error('a WeChat Pay public key needs its ID (PUB_KEY_ID_…)');
    keys.set(serial, { key: publicKeyOf(key) });
  }
  return {
    keyOf(serial, now = new Date()) {
      const held = keys.get(serial);
      if (!held) return undefined;
      const { validity } = held;
      return !validity || (validity.notBefore <= now && now <= validity.notAfter) ? held.key : undefined;
    },
    addCertificate(pem, now = new Date()) {
      const certificate = new X509Certificate(pem);
      const validity = validityOf(certificate);
      if (validity.notAfter < now) return null;
      const serial = certificate.serialNumber.toUpperCase();
      keys.set(serial, { key: certificate.publicKey, validity });
      return serial;
    },
    serials: () => [...keys.keys()],
    certificates: () => [...keys].flatMap(([serial, { validity }]) => (validity ? [{ serial, ...validity }] : [])),
  };
}
