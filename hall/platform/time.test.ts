// The hall's wall-clock times are Shanghai's whatever zone the server runs in. The expected instants are
// written with an explicit +08:00, so they do not depend on the code under test or on the process's zone.
import { hallDay, hallMonth, hallTime } from './time';
import { slotStart } from '../services/visits/slots';

const instant = (iso: string) => new Date(iso).getTime();

test.each([
  ['2026-11-24', '10:00', '2026-11-24T10:00:00+08:00'],
  ['2026-11-24', '00:30', '2026-11-24T00:30:00+08:00'],
  ['2026-12-31', '23:59', '2026-12-31T23:59:00+08:00'],
  ['2028-02-29', '08:00', '2028-02-29T08:00:00+08:00'],
])('%s %s in the hall is %s', (ymd, hhmm, iso) => {
  expect(+hallTime(ymd, hhmm)).toBe(instant(iso));
});

test('a hall day and month begin at midnight in Shanghai (16:00 UTC the day before)', () => {
  expect(new Date(+hallDay('2026-11-24')).toISOString()).toBe('2026-11-23T16:00:00.000Z');
  expect(new Date(+hallMonth('2026-12')).toISOString()).toBe('2026-11-30T16:00:00.000Z');
});

test('a visit slot starts at its time in the hall', () => {
  expect(+slotStart({ date: '2026-11-25', startTime: '14:00' })).toBe(instant('2026-11-25T14:00:00+08:00'));
});
