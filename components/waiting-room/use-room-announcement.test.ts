import { worthSaying } from './use-room-announcement';
import type { RoomStanding } from './use-room-standing';

const at = (state: RoomStanding['state'], place: number | null = null): RoomStanding => ({
  sessionId: 1,
  state,
  opensAt: '2026-06-01T10:00:00+08:00',
  place,
  estimatedWaitSeconds: null,
  passExpiresAt: null,
});
const said = (state: RoomStanding['state'], place: number | null = null) => ({ state, place, text: '' });

describe('what the waiting room’s live region says', () => {
  it('says every change of state', () => {
    expect(worthSaying(null, at('before'))).toBe(true);
    expect(worthSaying(said('before'), at('waiting', 40))).toBe(true);
    expect(worthSaying(said('waiting', 2), at('admitted'))).toBe(true);
    expect(worthSaying(said('admitted'), at('passExpired'))).toBe(true);
  });

  it('says a far place only once it has fallen by a tenth, and each of the last ten', () => {
    expect(worthSaying(said('waiting', 400), at('waiting', 390))).toBe(false);
    expect(worthSaying(said('waiting', 400), at('waiting', 360))).toBe(true);
    expect(worthSaying(said('waiting', 12), at('waiting', 11))).toBe(false);
    expect(worthSaying(said('waiting', 11), at('waiting', 10))).toBe(true);
    expect(worthSaying(said('waiting', 3), at('waiting', 2))).toBe(true);
  });

  it('says nothing when nothing moved, nor a place that grew (a poll answered out of turn)', () => {
    expect(worthSaying(said('waiting', 5), at('waiting', 5))).toBe(false);
    expect(worthSaying(said('waiting', 5), at('waiting', 6))).toBe(false);
    expect(worthSaying(said('before'), at('before'))).toBe(false);
  });
});
