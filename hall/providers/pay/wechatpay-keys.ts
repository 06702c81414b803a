import { X509Certificate, type KeyObject } from 'node:crypto';
import { certificateSerialOf, publicKeyOf } from '../../platform/pem';

/**
 * Every key WeChat Pay may sign a notification or an answer with, by the serial it names in `Wechatpay-Serial`.
 * During the move from platform certificates to the WeChat Pay public key, and at every certificate rotation,
 * WeChat Pay signs with either of two keys: each is kept under its own serial, and a serial the hall does not know
 * is refused (never "the one key we have, whatever the serial").
 */
export type PlatformKeyRing = {
  keyOf(serial: string): KeyObject | undefined;
  /** Adds a platform certificate (its serial read from it); an expired one is not kept. */
  addCertificate(pem: string, now?: Date): string | null;
  serials(): string[];
};

/** One configured key: a platform certificate (its serial read from it) or a WeChat Pay public key with its ID. */
export type ConfiguredKey = { key: string; serial?: string };

export function platformKeyRing(configured: ConfiguredKey[]): PlatformKeyRing {
  const keys = new Map<string, KeyObject>();
  for (const { key, serial } of configured) {
    const named = serial ?? certificateSerialOf(key);
    // A bare public key names nothing: without its PUB_KEY_ID it could not be told from another key.
    if (!named) throw new Error('a WeChat Pay public key needs its ID (PUB_KEY_ID_…)');
    keys.set(named, publicKeyOf(key));
  }
  return {
    keyOf: (serial) => keys.get(serial),
    addCertificate(pem, now = new Date()) {
      const certificate = new X509Certificate(pem);
      if (new Date(certificate.validTo) <= now) return null;
      const serial = certificate.serialNumber.toUpperCase();
      keys.set(serial, certificate.publicKey);
      return serial;
    },
    serials: () => [...keys.keys()],
  };
}
