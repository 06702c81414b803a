import { ageByCertificate, ageOn, canonicalCertNo, isCertificate, normalizeCertNo } from './certificate';

describe('isCertificate', () => {
  it('checks a resident ID card with its check digit', () => {
    expect(isCertificate('身份证', '11010519491231002x')).toBe(true);
    expect(isCertificate('身份证', '110105491231002')).toBe(true);
    expect(isCertificate('身份证', '110105194912310021')).toBe(false);
    expect(isCertificate('身份证', 'ABCDE')).toBe(false);
  });
  it('checks the other documents by their formats', () => {
    expect(isCertificate('护照', 'E12345678')).toBe(true);
    expect(isCertificate('护照', 'E1234-5678')).toBe(false);
    expect(isCertificate('护照', 'ABCDEFG')).toBe(false);
    expect(isCertificate('港澳居民来往内地通行证', 'H12345678')).toBe(true);
    expect(isCertificate('港澳居民来往内地通行证', 'C12345678')).toBe(false);
    expect(isCertificate('台湾居民来往大陆通行证', '12345678')).toBe(true);
    expect(isCertificate('台湾居民来往大陆通行证', '1234567')).toBe(false);
    expect(isCertificate('外国人永久居留身份证', 'USA110012345678')).toBe(true);
    expect(isCertificate('外国人永久居留身份证', 'USA11001234567')).toBe(false);
  });
  it('refuses a type outside the fixed list', () => {
    expect(isCertificate('其他', 'C12345678')).toBe(false);
    expect(isCertificate('随便', 'E12345678')).toBe(false);
  });
  it('tidies numbers: trimmed and in upper case', () => {
    expect(normalizeCertNo(' 11010519491231002x ')).toBe('11010519491231002X');
  });
});

describe('canonicalCertNo', () => {
  it('gives a 15-digit ID number its 18-digit form (century 19, check digit)', () => {
    // GB 11643's example: 11010519491231002X, whose first-generation form is 110105491231002.
    expect(canonicalCertNo('身份证', '110105491231002')).toBe('11010519491231002X');
    expect(canonicalCertNo('身份证', '11010519491231002x')).toBe('11010519491231002X');
  });
  it('leaves other documents as typed, tidied', () => {
    expect(canonicalCertNo('护照', ' e12345678 ')).toBe('E12345678');
    expect(canonicalCertNo('台湾居民来往大陆通行证', '123456789012345')).toBe('123456789012345');
  });
});

describe('ageOn and ageByCertificate', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2010-06-15', '2026-06-14')).toBe(15);
    expect(ageOn('2010-06-15', '2026-06-15')).toBe(16);
  });
  it('reads the age from an ID card only', () => {
    expect(ageByCertificate('身份证', '11010519491231002X', '2026-11-27')).toBe(76);
    expect(ageByCertificate('护照', 'E12345678', '2026-11-27')).toBeNull();
  });
});
