import { creditCodeCheckChar, creditCodeProblem, isCreditCode, isTaxNumber, taxNumberProblem } from './credit-code';

// Codes printed on real business licences (published by the companies themselves), and the one GB 32100's
// readers are usually shown.
const PUBLISHED = [
  '91350100M000100Y43',
  '91440300708461136T', // 深圳市腾讯计算机系统有限公司
  '914403001922038216', // 华为技术有限公司
  '911101017967003199', // 北京中油瑞飞信息技术有限责任公司
];
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';

describe('unified social credit code (GB 32100)', () => {
  it('accepts published codes, and computes their check characters', () => {
    for (const code of PUBLISHED) {
      expect(creditCodeProblem(code)).toBeNull();
      expect(creditCodeCheckChar(code.slice(0, 17))).toBe(code[17]);
    }
  });

  it('reads a check of 31 as 0, and uses the alphabet’s last character (Y, 30)', () => {
    expect(creditCodeCheckChar('91330100039MA2B3C')).toBe('0');
    expect(isCreditCode('91330100039MA2B3C0')).toBe(true);
    expect(creditCodeCheckChar('91330100024MA2B3C')).toBe('Y');
    expect(isCreditCode('91330100024MA2B3CY')).toBe(true);
  });

  it('refuses a wrong check character as a check problem, a wrong shape as a format problem', () => {
    expect(creditCodeProblem('91350100M000100Y44')).toBe('check');
    expect(creditCodeProblem('91310000MA1FL0000X')).toBe('check');
    expect(creditCodeProblem('91350100M000100Y4')).toBe('format');
    expect(creditCodeProblem('91350100M000100Y430')).toBe('format');
    // I, O, S, V and Z are not in the alphabet; the area code (3rd to 8th) is digits.
    for (const letter of 'IOSVZ') expect(creditCodeProblem(`91350100M${letter}00100Y43`)).toBe('format');
    expect(creditCodeProblem('9135A100M000100Y43')).toBe('format');
    expect(creditCodeProblem('')).toBe('format');
  });

  it('catches every single mistyped character and every swap of two neighbours', () => {
    for (const code of PUBLISHED) {
      for (let i = 0; i < 18; i++) {
        for (const c of ALPHABET) {
          if (c !== code[i]) expect(isCreditCode(code.slice(0, i) + c + code.slice(i + 1))).toBe(false);
        }
      }
      for (let i = 0; i < 17; i++) {
        if (code[i] === code[i + 1]) continue;
        expect(isCreditCode(code.slice(0, i) + code[i + 1] + code[i] + code.slice(i + 2))).toBe(false);
      }
    }
  });

  it('takes a code typed with spaces around it or in small letters', () => {
    expect(isCreditCode(' 91350100m000100y43 ')).toBe(true);
  });
});

describe('taxpayer number on an invoice', () => {
  it('reads 18 characters as a credit code, with its check', () => {
    expect(taxNumberProblem('91440300708461136T')).toBeNull();
    expect(taxNumberProblem('91440300708461136X')).toBe('check');
  });

  it('takes the old forms by their shape: 15, 17 and 20 characters', () => {
    expect(isTaxNumber('310115132203456')).toBe(true); // area code + organisation code
    expect(isTaxNumber('31011513220345X')).toBe(true);
    expect(isTaxNumber('31010419880512351')).toBe(true); // a 15-digit ID number + a 2-digit serial
    expect(isTaxNumber('3101041988051235X01')).toBe(false); // 19: no such form
    expect(isTaxNumber('31010419880512351X01')).toBe(true); // an 18-character ID number + a 2-digit serial
  });

  it('refuses 16 and 19 characters, other lengths and other characters', () => {
    for (const value of ['3101151322034567', '3101151322034567890', '31011513220345', '310115132203456789012', '31011513220-456', ''])
      expect(taxNumberProblem(value)).toBe('format');
  });
});
