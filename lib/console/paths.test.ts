import { consoleRedirect } from './paths';

describe('consoleRedirect', () => {
  it.each([
    ['/console/accounts', '/console/accounts'],
    ['/console/audit?staffId=2', '/console/audit?staffId=2'],
    ['/console', '/console'],
  ])('keeps the console path %s', (value, expected) => expect(consoleRedirect(value)).toBe(expected));

  it.each([
    null,
    '',
    '/',
    '/userCenter',
    'https://evil.example/console',
    '//evil.example/console',
    '/console//evil.example',
    '/console/\\evil',
    '/console/a\tb',
    '/console/\u0001',
    '/consoleX',
    '/console/login?redirect=/console',
  ])('sends %j to the console home instead', (value) => expect(consoleRedirect(value)).toBe('/console'));
});
