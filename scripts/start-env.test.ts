import { startEnv } from './start-env.mjs';

describe('npm start (and the demo on loopback)', () => {
  it('sends payment links to the port the site really has', () => {
    expect(startEnv({ PORT: '3300' }).SITE_URL).toBe('http://localhost:3300');
    expect(startEnv({}).SITE_URL).toBe('http://localhost:3000');
    expect(startEnv({ PORT: '3300', SITE_URL: 'https://www.hall.example' }).SITE_URL).toBe('https://www.hall.example');
  });

  it('points the site at the hall API on its port', () => {
    expect(startEnv({ HALL_PORT: '4400' }).HALL_API_URL).toBe('http://127.0.0.1:4400');
  });

  it('listens on loopback only, unless in production', () => {
    expect(startEnv({}).HOST).toBe('localhost');
    expect(startEnv({ HOST: '::1' }).HOST).toBe('::1');
    expect(() => startEnv({ HOST: '0.0.0.0' })).toThrow(/loopback/);
    expect(startEnv({ HOST: '0.0.0.0', NODE_ENV: 'production' }).HOST).toBe('0.0.0.0');
  });

  it('makes per-run secrets where none are given, and keeps given ones', () => {
    const a = startEnv({});
    expect(a.SIGN_SECRET).toMatch(/^[0-9a-f]{48}$/);
    expect(a.SESSION_PASSWORD).not.toBe(startEnv({}).SESSION_PASSWORD);
    expect(startEnv({ SIGN_SECRET: 'given-secret-0123456789' }).SIGN_SECRET).toBe('given-secret-0123456789');
  });
});
