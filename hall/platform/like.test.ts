import { containing, startingWith } from './like';

describe('LIKE patterns from typed text', () => {
  it('keeps wildcards and the escape as letters', () => {
    expect(containing('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(startingWith('H2026_')).toBe('H2026\\_%');
  });
});
