import { fromHallInput, toHallInput } from './hall-time';

describe('the console’s hall time', () => {
  it('shows an instant in Shanghai time and reads it back to the same instant', () => {
    expect(toHallInput('2026-12-15T11:30:00.000Z')).toBe('2026-12-15T19:30');
    expect(new Date(fromHallInput('2026-12-15T19:30')!).toISOString()).toBe('2026-12-15T11:30:00.000Z');
    expect(toHallInput('2026-12-31T16:05:00Z')).toBe('2027-01-01T00:05');
  });
  it('keeps an empty field empty', () => {
    expect(toHallInput(null)).toBe('');
    expect(fromHallInput('')).toBeNull();
  });
});
