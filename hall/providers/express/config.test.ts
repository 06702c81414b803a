// Which parcel tracking the configuration allows: the sandbox never in production, Kuaidi100 only with its keys.
import { loadConfig } from '../../config';
import { createExpressProvider } from './index';

test('defaults to the sandbox outside production, and refuses it in production', () => {
  expect(loadConfig({}).EXPRESS_PROVIDER).toBe('sandbox');
  expect(() => loadConfig({ NODE_ENV: 'production', SIGN_SECRET: 'a-real-secret-of-length' })).toThrow(
    /EXPRESS_PROVIDER: the sandbox is refused in production/,
  );
});

test('names every missing Kuaidi100 setting, and builds the adapter with them', () => {
  expect(() => loadConfig({ EXPRESS_PROVIDER: 'kuaidi100' })).toThrow(/KUAIDI100_CUSTOMER: required[\s\S]*KUAIDI100_KEY: required/);
  const config = loadConfig({ EXPRESS_PROVIDER: 'kuaidi100', KUAIDI100_CUSTOMER: 'C1', KUAIDI100_KEY: 'k' });
  expect(config.KUAIDI100_ENDPOINT).toBe('https://poll.kuaidi100.com/poll/query.do');
  expect(createExpressProvider(config, {} as never).name).toBe('kuaidi100');
});
