// Identity numbers at rest. An ID or certificate number is sensitive personal information (PIPL art. 28) that
// the hall must protect with measures such as encryption (art. 51): a copy of the database, a backup or a
// dump read by someone on call shows none of them. Each value is sealed with AES-256-GCM under the current
// key, and carries that key's id so that keys can be rotated (npm run personal-data:reseal); the uniqueness
// rules compare a keyed hash (HMAC-SHA256) of the canonical form, which says "same person" without saying who.
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

const PREFIX = 'pd1';

/** Development keys, derived from published strings: refused in production (hall/config.ts). */
export const DEV_PERSONAL_DATA_KEYS = `dev=${createHash('sha256').update('dev-personal-data-key-not-for-production').digest('base64')}`;
export const DEV_PERSONAL_DATA_HASH_KEY = 'dev-personal-data-hash-key-not-for-production';

type Keyring = { current: string; keys: Map<string, Buffer>; hashKey: Buffer };

/**
 * PERSONAL_DATA_KEYS: `id=base64 of 32 bytes`, comma-separated, the first the one new values are sealed with;
 * older ones stay listed until a reseal has moved every value off them.
 */
export function parseDataKeys(spec: string): Map<string, Buffer> {
  const keys = new Map<string, Buffer>();
  for (const part of spec
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const m = /^([A-Za-z0-9_-]{1,16})=(.+)$/.exec(part);
    if (!m) throw new Error('PERSONAL_DATA_KEYS: each key is id=base64 (id of letters, digits, _ or -)');
    const key = Buffer.from(m[2], 'base64');
    if (key.length !== 32) throw new Error(`PERSONAL_DATA_KEYS: key ${m[1]} is not 32 bytes`);
    if (keys.has(m[1])) throw new Error(`PERSONAL_DATA_KEYS: key ${m[1]} is listed twice`);
    keys.set(m[1], key);
  }
  if (!keys.size) throw new Error('PERSONAL_DATA_KEYS: no key');
  return keys;
}

const keyringOf = (keys: string, hashKey: string): Keyring => {
  const map = parseDataKeys(keys);
  return { current: map.keys().next().value!, keys: map, hashKey: Buffer.from(hashKey, 'utf8') };
};

// The keys belong to the deployment, like its environment, not to a request: set once when the hall API
// starts (buildApp), read by every service that stores or shows a number.
let keyring = keyringOf(DEV_PERSONAL_DATA_KEYS, DEV_PERSONAL_DATA_HASH_KEY);

export function usePersonalDataKeys(keys: string, hashKey: string) {
  keyring = keyringOf(keys, hashKey);
}

export const currentKeyId = () => keyring.current;

export const isSealed = (value: string) => value.startsWith(`${PREFIX}.`);

/** The key id a sealed value was sealed with. */
export const keyIdOf = (sealed: string) => sealed.split('.')[1];

export function seal(value: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyring.keys.get(keyring.current)!, iv);
  const data = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return [PREFIX, keyring.current, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join(
    '.',
  );
}

export function open(sealed: string): string {
  const [prefix, keyId, iv, tag, data] = sealed.split('.');
  if (prefix !== PREFIX || !iv || !tag || data === undefined) throw new Error('not a sealed personal value');
  const key = keyring.keys.get(keyId);
  if (!key) throw new Error(`personal data key ${keyId} is not in PERSONAL_DATA_KEYS`);
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/** Sealed, or null for no value. */
export const sealOrNull = (value: string | null | undefined) => (value ? seal(value) : null);
export const openOrNull = (sealed: string | null | undefined) => (sealed ? open(sealed) : null);

/**
 * The person behind a document, for the uniqueness rules: HMAC of its type and canonical number (see
 * canonicalCertNo). Unlike a plain hash it cannot be reversed by hashing every possible ID number (there are
 * only about 10^11 valid ones) without the hash key.
 */
export const identityHash = (certType: string, canonicalNo: string) =>
  createHmac('sha256', keyring.hashKey).update(`${certType}\n${canonicalNo}`).digest('hex');
