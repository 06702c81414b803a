import { createSign, createVerify, generateKeyPairSync } from 'node:crypto';
import { isKey, privateKeyOf, publicKeyOf } from './pem';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pkcs1 = privateKey.export({ format: 'pem', type: 'pkcs1' }).toString();
const pkcs8 = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
const spki = publicKey.export({ format: 'pem', type: 'spki' }).toString();
const bare = (pem: string) => pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');

/** The key read back must be the same key: it signs what the original public key verifies. */
const signsAsOriginal = (text: string) =>
  createVerify('RSA-SHA256')
    .update('x')
    .verify(publicKey, createSign('RSA-SHA256').update('x').sign(privateKeyOf(text), 'base64'), 'base64');

describe('keys from the environment', () => {
  it('reads a private key as PEM (PKCS#1 or #8), with \\n escapes, or as Alipay’s bare base64', () => {
    for (const text of [pkcs1, pkcs8, pkcs1.replace(/\n/g, '\\n'), pkcs8.replace(/\n/g, '\\n'), bare(pkcs8), bare(pkcs1)]) {
      expect(signsAsOriginal(text)).toBe(true);
    }
  });

  it('reads a public key as PEM, escaped PEM or bare base64', () => {
    for (const text of [spki, spki.replace(/\n/g, '\\n'), bare(spki)]) {
      expect(publicKeyOf(text).export({ format: 'pem', type: 'spki' })).toBe(spki);
    }
  });

  it('tells a usable key from a mistake', () => {
    expect(isKey('private', pkcs8)).toBe(true);
    expect(isKey('public', spki)).toBe(true);
    expect(isKey('private', 'not a key')).toBe(false);
    expect(isKey('public', pkcs8.slice(0, 200))).toBe(false);
  });
});
