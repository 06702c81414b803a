import { vipLevelOf } from './vip';

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
