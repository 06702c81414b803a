import { DEV_SIGN_SECRET } from '@/lib/sign';
import { loginCookieOptions, loginCookiePassword } from '@/lib/login-cookie';
import { signSecret } from './sign-secret';

jest.mock('server-only', () => ({}));
jest.mock('next/headers', () => ({ cookies: jest.fn() }));

describe('the BFF’s secrets', () => {
  it('uses the development defaults outside production', () => {
    expect(signSecret({ NODE_ENV: 'development' })).toBe(DEV_SIGN_SECRET);
    expect(loginCookiePassword({ NODE_ENV: 'development' }).length).toBeGreaterThanOrEqual(32);
  });

  it('refuses them in production', () => {
    expect(() => signSecret({ NODE_ENV: 'production' })).toThrow(/SIGN_SECRET/);
    expect(() => signSecret({ NODE_ENV: 'production', SIGN_SECRET: DEV_SIGN_SECRET })).toThrow(/SIGN_SECRET/);
    expect(() => loginCookiePassword({ NODE_ENV: 'production' })).toThrow(/SESSION_PASSWORD/);
    expect(signSecret({ NODE_ENV: 'production', SIGN_SECRET: 'a-real-secret-of-ours' })).toBe('a-real-secret-of-ours');
  });

  it('wants a session password of 32 characters at least', () => {
    expect(() => loginCookiePassword({ SESSION_PASSWORD: 'short' })).toThrow(/32/);
    expect(loginCookiePassword({ NODE_ENV: 'production', SESSION_PASSWORD: 'x'.repeat(32) })).toBe('x'.repeat(32));
  });

  it('marks the session cookie Secure in production, HttpOnly and SameSite=Lax always', () => {
    const env = process.env as Record<string, string | undefined>;
    const saved = { NODE_ENV: env.NODE_ENV, SESSION_PASSWORD: env.SESSION_PASSWORD };
    try {
      Object.assign(env, { NODE_ENV: 'production', SESSION_PASSWORD: 'p'.repeat(32) });
      expect(loginCookieOptions().cookieOptions).toMatchObject({ httpOnly: true, sameSite: 'lax', secure: true });
      Object.assign(env, { NODE_ENV: 'development' });
      expect(loginCookieOptions().cookieOptions).toMatchObject({ httpOnly: true, sameSite: 'lax', secure: false });
    } finally {
      Object.assign(env, saved);
    }
  });
});
