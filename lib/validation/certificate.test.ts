import { isCertificate, normalizeCertNo } from './certificate';

describe('isCertificate', () => {
  it('checks a resident ID card with its check digit', () => {
    expect(isCertificate('身份证', '11010519491231002x')).toBe(true);
    expect(isCertificate('身份证', '110105194912310021')).toBe(false);
  });
  it('checks the other documents by their formats', () => {
    expect(isCertificate('护照', 'E12345678')).toBe(true);
    expect(isCertificate('护照', 'E1234-5678')).toBe(false);
    expect(isCertificate('港澳居民来往内地通行证', 'H12345678')).toBe(true);
    expect(isCertificate('港澳居民来往内地通行证', 'C12345678')).toBe(false);
    expect(isCertificate('台湾居民来往大陆通行证', '12345678')).toBe(true);
    expect(isCertificate('台湾居民来往大陆通行证', '1234567')).toBe(false);
    expect(isCertificate('外国人永久居留身份证', 'USA110012345678')).toBe(true);
    expect(isCertificate('外国人永久居留身份证', 'USA11001234567')).toBe(false);
  });
  it('takes any visit document for a type without its own rule', () => {
    expect(isCertificate('其他', 'C12345678')).toBe(true);
    expect(isCertificate('其他', 'ab')).toBe(false);
  });
  it('stores numbers trimmed and in upper case', () => {
    expect(normalizeCertNo(' 11010519491231002x ')).toBe('11010519491231002X');
  });
});
