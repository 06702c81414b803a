import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { RoomStanding } from './use-room-standing';

type Said = { state: RoomStanding['state']; place: number | null; text: string };

/**
 * What the page's live region says: a change of state, and the place as it falls, but not at every poll. A place is
 * spoken when it has fallen by a tenth since it was last spoken, and each time among the last ten; a screen reader's
 * user hears the line move without being talked over every few seconds.
 */
export function useRoomAnnouncement(standing: RoomStanding | undefined): string {
  const t = useTranslations('waitingRoom');
  const [said, setSaid] = useState<Said | null>(null);
  if (standing && worthSaying(said, standing)) {
    const text =
      standing.state === 'waiting'
        ? t('placeAnnounced', { place: standing.place ?? 0 })
        : standing.state === 'admitted'
          ? t('admittedHeading')
          : standing.state === 'passExpired'
            ? t('expiredHeading')
            : '';
    // Derived from the standing during render (React's pattern for state that follows a prop), not in an effect.
    setSaid({ state: standing.state, place: standing.place, text });
  }
  return said?.text ?? '';
}

export function worthSaying(said: Said | null, now: RoomStanding): boolean {
  if (!said || said.state !== now.state) return true;
  if (now.state !== 'waiting' || now.place === null || said.place === null) return false;
  return now.place < said.place && (now.place <= 10 || now.place <= said.place * 0.9);
}
