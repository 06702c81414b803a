// The compiler next-intl's catalog loader runs on every message when `precompile` is on (next.config.ts).
import compile from 'icu-minify/compile';
import zh from '@/messages/zh-CN.json' with { type: 'json' };
import en from '@/messages/en-US.json' with { type: 'json' };
import type { ErrorKey } from './error-messages';

type Catalog = { [key: string]: string | Catalog };

/** A catalog as the site's build hands it to its modules: every message precompiled, as the loader does. */
const precompiled = (catalog: Catalog): unknown =>
  Object.fromEntries(Object.entries(catalog).map(([k, v]) => [k, typeof v === 'string' ? compile(v) : precompiled(v)]));

/** Some value for every placeholder a message names, and one it does not. */
const values = { detail: 'D', max: 5, id: 'R-1', min: 2, count: 3, name: 'N', seconds: 60, unused: 'U' };
const keys = Object.keys(zh.errors) as ErrorKey[];

async function errorMessageOver(catalogs: 'raw' | 'precompiled') {
  if (catalogs === 'raw') return (await import('./error-messages')).errorMessage;
  const [zhCompiled, enCompiled] = [precompiled(zh), precompiled(en)];
  jest.resetModules();
  jest.doMock('@/messages/zh-CN.json', () => zhCompiled);
  jest.doMock('@/messages/en-US.json', () => enCompiled);
  return (await import('./error-messages')).errorMessage;
}

describe('errorMessage', () => {
  afterEach(() => {
    jest.dontMock('@/messages/zh-CN.json');
    jest.dontMock('@/messages/en-US.json');
    jest.resetModules();
  });

  it('fills placeholders from the raw catalogs (the hall API, the tests), a missing value as nothing', async () => {
    const errorMessage = await errorMessageOver('raw');
    expect(errorMessage('en-US', 'badRequest', { detail: 'sessionId' })).toContain('sessionId');
    expect(errorMessage('en-US', 'badRequest')).not.toContain('{');
    expect(errorMessage('zh-CN', 'notFound')).toBe(zh.errors.notFound);
  });

  it('words every refusal the same from the catalogs the site build precompiles', async () => {
    const raw = await errorMessageOver('raw');
    const expected = keys.flatMap((key) => (['zh-CN', 'en-US'] as const).map((l) => [raw(l, key, values), raw(l, key)]));
    const compiled = await errorMessageOver('precompiled');
    const got = keys.flatMap((key) => (['zh-CN', 'en-US'] as const).map((l) => [compiled(l, key, values), compiled(l, key)]));
    expect(got).toEqual(expected);
  });
});
