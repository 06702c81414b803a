import { alipayTime, fenToYuan, fromAlipayTime, rfc3339Beijing, truncateUtf8, yuanToFen } from './wire';

describe('yuan and fen', () => {
  it('reads yuan strings exactly, where a float would not', () => {
    expect(0.29 * 100).not.toBe(29);
    expect(yuanToFen('0.29')).toBe(29);
    expect(yuanToFen('1.1')).toBe(110);
    expect(yuanToFen('123.45')).toBe(12345);
    expect(yuanToFen('88')).toBe(8800);
    expect(yuanToFen('0.01')).toBe(1);
    expect(yuanToFen('19999999.99')).toBe(1999999999);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', '-1.00', '1.234', '1e3', 'abc', '1,00', '.5']) expect(() => yuanToFen(bad)).toThrow(/not an amount/);
  });

  it('writes fen as yuan with two decimals, and back', () => {
    expect([0, 1, 29, 110, 12345, 1999999999].map(fenToYuan)).toEqual(['0.00', '0.01', '0.29', '1.10', '123.45', '19999999.99']);
    for (const fen of [1, 7, 99, 100, 101, 4999, 123456789]) expect(yuanToFen(fenToYuan(fen))).toBe(fen);
    expect(() => fenToYuan(1.5)).toThrow();
    expect(() => fenToYuan(-1)).toThrow();
  });
});

describe('Beijing time', () => {
  const at = new Date('2026-03-01T16:30:05.123Z');

  it('writes Alipay’s and WeChat Pay’s formats in UTC+8, past midnight included', () => {
    expect(alipayTime(at)).toBe('2026-03-02 00:30:05');
    expect(rfc3339Beijing(at)).toBe('2026-03-02T00:30:05+08:00');
    expect(new Date(rfc3339Beijing(at)).getTime()).toBe(Math.floor(at.getTime() / 1000) * 1000);
  });

  it('reads Alipay’s time as Beijing time', () => {
    expect(fromAlipayTime('2026-03-02 00:30:05')?.toISOString()).toBe('2026-03-01T16:30:05.000Z');
    expect(fromAlipayTime('2026-03-02T00:30:05')).toBeUndefined();
    expect(fromAlipayTime(undefined)).toBeUndefined();
  });
});

describe('truncateUtf8', () => {
  it('keeps whole characters within the byte limit', () => {
    expect(truncateUtf8('abc', 127)).toBe('abc');
    expect(truncateUtf8('音乐会', 7)).toBe('音乐');
    expect(Buffer.byteLength(truncateUtf8('音'.repeat(100), 127))).toBe(126);
  });
});
