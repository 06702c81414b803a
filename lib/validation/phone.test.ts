import { isMobile } from './phone';
import { isPassword } from './password';
import { isBirthday } from './birthday';

describe('isMobile', () => {
  it('accepts 11 digits starting 13 to 19', () => {
    expect(isMobile('13800000001')).toBe(true);
    expect(isMobile('19912345678')).toBe(true);
  });
  it('refuses a second digit below 3, other lengths and letters', () => {
    expect(isMobile('12800000001')).toBe(false);
    expect(isMobile('1380000000')).toBe(false);
    expect(isMobile('1380000000a')).toBe(false);
  });
});

describe('isPassword', () => {
  it('takes 8 to 32 letters and digits with at least one of each', () => {
    expect(isPassword('Concert2026')).toBe(true);
    expect(isPassword('a1'.repeat(16))).toBe(true);
  });
  it('refuses letters only, digits only, symbols and the wrong length', () => {
    expect(isPassword('abcdefgh')).toBe(false);
    expect(isPassword('12345678')).toBe(false);
    expect(isPassword('abc12345!')).toBe(false);
    expect(isPassword('a1b2c3')).toBe(false);
    expect(isPassword('a1'.repeat(17))).toBe(false);
  });
});

describe('isBirthday', () => {
  it('takes a real past date written yyyy-MM-dd', () => {
    expect(isBirthday('1990-02-28', new Date('2026-11-21'))).toBe(true);
  });
  it('refuses impossible dates, other formats and the future', () => {
    expect(isBirthday('1990-02-30')).toBe(false);
    expect(isBirthday('1990/02/28')).toBe(false);
    expect(isBirthday('2030-01-01', new Date('2026-11-21'))).toBe(false);
  });
});
