import { newOrderNo } from './insert';

describe('order numbers', () => {
  it('start with the UTC time to the second and end in ten random digits, 23 characters in all', () => {
    const no = newOrderNo(new Date('2026-11-22T03:04:05.678Z'));
    expect(no).toMatch(/^H261122030405\d{10}$/);
  });

  it('differ within one second of an on-sale', () => {
    const now = new Date();
    const numbers = new Set(Array.from({ length: 200 }, () => newOrderNo(now)));
    // 200 draws from 10^10: a clash has a chance of 2 in a million (insertOrder would draw again).
    expect(numbers.size).toBe(200);
  });
});
