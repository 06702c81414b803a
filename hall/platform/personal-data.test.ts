import { randomBytes } from 'node:crypto';
import { loadConfig } from '../config';
import {
  DEV_PERSONAL_DATA_HASH_KEY,
  DEV_PERSONAL_DATA_KEYS,
  identityHash,
  isSealed,
  keyIdOf,
  open,
  seal,
  usePersonalDataKeys,
} from './personal-data';

const key = () => randomBytes(32).toString('base64');
const HASH_KEY = 'a-hash-key-of-at-least-thirty-two-characters';

afterEach(() => usePersonalDataKeys(DEV_PERSONAL_DATA_KEYS, DEV_PERSONAL_DATA_HASH_KEY));

describe('sealed identity numbers', () => {
  it('seal with the current key: a fresh ciphertext each time, nothing of the number in it, opened again', () => {
    const [a, b] = [seal('11010519491231002X'), seal('11010519491231002X')];
    expect(a).not.toBe(b);
    expect(isSealed(a)).toBe(true);
    expect(a).not.toContain('1101051949');
    expect(open(a)).toBe('11010519491231002X');
  });

  it('rotates: values sealed under an old key still open while it is listed, and new ones take the first key', () => {
    const [old, next] = [key(), key()];
    usePersonalDataKeys(`k1=${old}`, HASH_KEY);
    const sealedOld = seal('E12345678');
    usePersonalDataKeys(`k2=${next},k1=${old}`, HASH_KEY);
    expect(open(sealedOld)).toBe('E12345678');
    expect(keyIdOf(seal('E12345678'))).toBe('k2');
    usePersonalDataKeys(`k2=${next}`, HASH_KEY);
    expect(() => open(sealedOld)).toThrow(/k1 is not in PERSONAL_DATA_KEYS/);
  });

  it('refuses a value altered at rest', () => {
    const sealed = seal('E12345678').split('.');
    sealed[4] = Buffer.from('E12345679').toString('base64url');
    expect(() => open(sealed.join('.'))).toThrow();
  });

  it('hashes a person the same way under every data key, and differently under another hash key', () => {
    const first = identityHash('身份证', '11010519491231002X');
    usePersonalDataKeys(`k9=${key()}`, DEV_PERSONAL_DATA_HASH_KEY);
    expect(identityHash('身份证', '11010519491231002X')).toBe(first);
    expect(identityHash('护照', '11010519491231002X')).not.toBe(first);
    usePersonalDataKeys(`k9=${key()}`, HASH_KEY);
    expect(identityHash('身份证', '11010519491231002X')).not.toBe(first);
  });
});

describe('configuration', () => {
  const production = { NODE_ENV: 'production', SIGN_SECRET: 'a-real-secret-of-length' };
  const errorOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return '';
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('refuses the development keys in production', () => {
    expect(errorOf(production)).toMatch(/PERSONAL_DATA_KEYS: set keys of your own in production/);
    expect(errorOf(production)).toMatch(/PERSONAL_DATA_HASH_KEY: set a key in production/);
    const own = errorOf({ ...production, PERSONAL_DATA_KEYS: `k1=${key()}`, PERSONAL_DATA_HASH_KEY: HASH_KEY });
    expect(own).not.toMatch(/PERSONAL_DATA/);
  });

  it('refuses keys that are not 32 bytes, or not id=base64', () => {
    expect(errorOf({ PERSONAL_DATA_KEYS: 'k1=c2hvcnQ=' })).toMatch(/key k1 is not 32 bytes/);
    expect(errorOf({ PERSONAL_DATA_KEYS: key() })).toMatch(/each key is id=base64/);
  });
});
