import { createDecipheriv, createVerify, type KeyObject } from 'node:crypto';

/**
 * WeChat Pay API v3 signs its answers and notifications with the platform key over
 * "timestamp\nnonce\nbody\n" (RSA-SHA256, base64) and encrypts a notification's resource with the merchant's
 * API v3 key (AEAD_AES_256_GCM, 16-byte tag at the end of the ciphertext).
 *
 * Written here rather than taken from wechatpay-node-v3: its verifySign downloads platform certificates from
 * WeChat on first use (so it cannot use the WeChat Pay public key newer merchants get, nor run offline), and its
 * decipher_gcm never calls final(), so the GCM tag is not checked and a wrong key yields garbage, not an error.
 */
export type SignedHeaders = { timestamp: string; nonce: string; signature: string; serial: string };

export const signedMessage = (timestamp: string, nonce: string, body: string) => `${timestamp}\n${nonce}\n${body}\n`;

/** The Wechatpay-* headers of an answer or a notification, whatever the case of their names. */
export function signedHeaders(headers: Record<string, string | undefined> | Headers): SignedHeaders | null {
  const read = (name: string) =>
    headers instanceof Headers
      ? (headers.get(name) ?? undefined)
      : Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  const timestamp = read('wechatpay-timestamp');
  const nonce = read('wechatpay-nonce');
  const signature = read('wechatpay-signature');
  const serial = read('wechatpay-serial');
  return timestamp && nonce && signature && serial ? { timestamp, nonce, signature, serial } : null;
}

export function signatureValid(platformKey: KeyObject, signed: SignedHeaders, body: string): boolean {
  try {
    return createVerify('RSA-SHA256')
      .update(signedMessage(signed.timestamp, signed.nonce, body))
      .verify(platformKey, signed.signature, 'base64');
  } catch {
    return false;
  }
}

export type EncryptedResource = { algorithm?: string; ciphertext: string; associated_data?: string; nonce: string };

/** The plaintext of a notification's resource; throws when the key is wrong or the ciphertext was altered. */
export function decryptResource(apiV3Key: string, resource: EncryptedResource): string {
  if (resource.algorithm && resource.algorithm !== 'AEAD_AES_256_GCM') throw new Error(`unknown algorithm ${resource.algorithm}`);
  const sealed = Buffer.from(resource.ciphertext, 'base64');
  if (sealed.length < 17) throw new Error('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'));
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]).toString('utf8');
}
