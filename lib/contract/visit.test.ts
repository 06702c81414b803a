import { bookingOpensOn, dayUnbookable, type SlotUnbookable } from './visit';

const day = (...reasons: (SlotUnbookable | null)[]) => reasons.map((unbookable) => ({ unbookable }));

describe('dayUnbookable', () => {
  it('is nothing while one slot of the day can be booked', () => {
    expect(dayUnbookable(day('started', null, 'full'))).toBeNull();
    expect(dayUnbookable([])).toBeNull();
  });

  it('names a closed day only when the hall closed every slot of it', () => {
    expect(dayUnbookable(day('closed', 'closed', 'closed'))).toBe('closed');
    expect(dayUnbookable(day('closed', 'full', 'closed'))).toBe('full');
  });

  it('says first what the visitor can act on: booking opens later, then the places are taken, and last that it is over', () => {
    expect(dayUnbookable(day('full', 'notYetOpen'))).toBe('notYetOpen');
    expect(dayUnbookable(day('started', 'full', 'full'))).toBe('full');
    expect(dayUnbookable(day('started', 'started', 'closed'))).toBe('closed');
    expect(dayUnbookable(day('started', 'started'))).toBe('started');
  });
});

describe('bookingOpensOn', () => {
  it('is seven calendar days before the slot, across a month and a year', () => {
    expect(bookingOpensOn({ date: '2026-12-04' })).toBe('2026-11-27');
    expect(bookingOpensOn({ date: '2027-01-03' })).toBe('2026-12-27');
    expect(bookingOpensOn({ date: '2028-03-01' })).toBe('2028-02-23');
  });
});
