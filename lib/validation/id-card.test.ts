import { parseIdCard } from './id-card';

// 11010519491231002X is the example number of GB 11643 (a woman born 1949-12-31).
describe('parseIdCard', () => {
  it('accepts an 18-digit number with its check digit and reads birthday and sex', () => {
    expect(parseIdCard('11010519491231002X')).toEqual({ birthday: '1949-12-31', sex: 0 });
    expect(parseIdCard('11010519491231002x')).toEqual({ birthday: '1949-12-31', sex: 0 });
  });

  it('refuses a wrong check digit, an unknown province and an impossible date', () => {
    expect(parseIdCard('110105194912310021')).toBeNull();
    expect(parseIdCard('99010519491231002X')).toBeNull();
    expect(parseIdCard('110105194902300020')).toBeNull();
  });

  it('refuses a birthday in the future', () => {
    expect(parseIdCard('11010519491231002X', new Date('1949-01-01'))).toBeNull();
  });

  it('reads a 15-digit number as born in the 1900s', () => {
    expect(parseIdCard('110105491231002')).toEqual({ birthday: '1949-12-31', sex: 0 });
    expect(parseIdCard('110105491231001')).toEqual({ birthday: '1949-12-31', sex: 1 });
  });

  it('refuses other lengths', () => {
    expect(parseIdCard('1101051949123100')).toBeNull();
    expect(parseIdCard('abc')).toBeNull();
  });
});
