import { fromYuanInput, toYuanInput } from './yuan-input';

test('yuan typed become fen, and back', () => {
  expect(fromYuanInput('180')).toBe(18_000);
  expect(fromYuanInput(' 29.9 ')).toBe(2_990);
  expect(fromYuanInput('0.07')).toBe(7);
  expect(fromYuanInput('')).toBeNull();
  expect(fromYuanInput('1.234')).toBeNaN();
  expect(fromYuanInput('-5')).toBeNaN();
  expect(fromYuanInput('abc')).toBeNaN();
  expect(toYuanInput(2_990)).toBe('29.9');
  expect(toYuanInput(null)).toBe('');
});

test('a credit may be negative where the amount allows it, however the minus is typed', () => {
  expect(fromYuanInput('-500', { negative: true })).toBe(-50_000);
  expect(fromYuanInput('−12.5', { negative: true })).toBe(-1_250);
  expect(fromYuanInput('--5', { negative: true })).toBeNaN();
  expect(fromYuanInput('−5')).toBeNaN();
});
