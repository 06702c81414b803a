'use client';

import { useTranslations } from 'next-intl';
import { roomAddresses } from '@/lib/contract/addresses';
import type { siteRoomCalls } from '@/lib/contract/waiting-room';
import { formatTime } from '@/lib/format';
import { useAddress } from '@/lib/hooks/use-address';

/**
 * Above the seat map of a visitor let in through the waiting room: until when they may choose and order. Read once
 * (the pass does not move); the line is kept in place before it arrives, so the map below never shifts.
 */
export function RoomPassNote({ sessionId }: { sessionId: number }) {
  const t = useTranslations('waitingRoom');
  const { data } = useAddress<typeof siteRoomCalls.standing>(roomAddresses.standing, { query: { sessionId } });
  const until = data?.state === 'admitted' ? data.passExpiresAt : null;
  return (
    <p className="border-gold/40 bg-gold/10 mb-4 min-h-10 rounded-lg border px-4 py-2 text-sm" data-testid="room-pass-note">
      {until ? t('passUntil', { time: formatTime(until) }) : ''}
    </p>
  );
}
