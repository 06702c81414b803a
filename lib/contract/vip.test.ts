import { toNextLevelFen, vipLevelOf } from './vip';

describe('vipLevelOf', () => {
  it('steps at 1,000, 5,000 and 20,000 yuan, each threshold included', () => {
    expect(vipLevelOf(0)).toBe(0);
    expect(vipLevelOf(99_999)).toBe(0);
    expect(vipLevelOf(100_000)).toBe(1);
    expect(vipLevelOf(499_999)).toBe(1);
    expect(vipLevelOf(500_000)).toBe(2);
    expect(vipLevelOf(2_000_000)).toBe(3);
    expect(vipLevelOf(90_000_000)).toBe(3);
  });
});

describe('toNextLevelFen', () => {
  it('says what is left to spend for the next level, and nothing at the highest', () => {
    expect(toNextLevelFen(0)).toEqual({ level: 1, fen: 100_000 });
    expect(toNextLevelFen(100_000)).toEqual({ level: 2, fen: 400_000 });
    expect(toNextLevelFen(1_999_999)).toEqual({ level: 3, fen: 1 });
    expect(toNextLevelFen(2_000_000)).toBeNull();
  });
});
