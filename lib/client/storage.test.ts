/** @jest-environment jsdom */
import { getRedirectUrl, localPath, setRedirectUrl } from './storage';

const ORIGIN = 'http://localhost';

describe('the redirect kept for after login', () => {
  it.each([
    '/\t/evil.example/phish',
    '/\n/evil.example/phish',
    '/\r/evil.example',
    '/\\evil.example/phish',
    '\\\\evil.example',
    '/\\/evil.example',
    '//evil.example/phish',
    ' /\t/evil.example',
    'https://evil.example/phish',
    'http:/evil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    '',
    'userCenter',
  ])('refuses %j', (value) => {
    expect(localPath(value, ORIGIN)).toBeNull();
    setRedirectUrl(value);
    expect(localStorage.getItem('redirectUrl')).toBeNull();
  });

  it.each([
    ['/userCenter', '/userCenter'],
    ['/showDetails?id=5&activeType=0', '/showDetails?id=5&activeType=0'],
    ['/a/../userCenter', '/userCenter'],
    ['/%09/evil.example', '/%09/evil.example'],
  ])('keeps the local path %j as %j', (value, kept) => {
    expect(localPath(value, ORIGIN)).toBe(kept);
    setRedirectUrl(value);
    expect(getRedirectUrl()).toBe(kept);
  });

  it('refuses a stored value that was written before the check', () => {
    localStorage.setItem('redirectUrl', '/\t/evil.example/phish');
    expect(getRedirectUrl()).toBeNull();
  });
});
