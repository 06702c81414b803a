import { isSitePath } from './site-path';

describe('isSitePath', () => {
  it.each(['/userStationLetter', '/myOrder?orderId=12', '/siteConsultation?id=3#files', '/'])('takes %j', (path) => {
    expect(isSitePath(path)).toBe(true);
  });

  it.each([
    '',
    'myOrder',
    '//evil.example/phish',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /myOrder',
    'https://evil.example/',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
  ])('refuses %j', (path) => {
    expect(isSitePath(path)).toBe(false);
  });
});
