import md5 from 'md5';

/**
 * §5: signed requests carry an MD5 over their key fields — login: phone, type, password; register: phone,
 * code, password; personal info: name, idCard. The BFF signs with a secret the browser never sees and the
 * hall API checks it, so a payload cannot be replayed with altered fields by anyone without the secret.
 */
export const SIGNED_FIELDS = {
  login: ['phone', 'type', 'password'],
  register: ['phone', 'code', 'password'],
  perfectInfo: ['name', 'idCard'],
} as const;

export type Signed = keyof typeof SIGNED_FIELDS;

export function signOf(kind: Signed, payload: Record<string, unknown>, secret: string): string {
  const values = SIGNED_FIELDS[kind].map((field) => scalar(payload[field]));
  return md5(`${values.join('|')}|${secret}`);
}

// A signed field is a string or a number; anything else signs as empty, so an object cannot pass as '[object Object]'.
function scalar(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** Development default shared by the BFF and the hall API; both refuse it when NODE_ENV=production. */
export const DEV_SIGN_SECRET = 'dev-sign-secret-not-for-production';
