'use client';

import { useLocale, useTranslations } from 'next-intl';
import { LoginType } from '@/lib/contract/codes';
import { memberCardAddresses } from '@/lib/contract/addresses';
import type { memberCardCalls } from '@/lib/contract/package';
import type { SeatMapTicketClass } from '@/lib/contract/seats';
import { accountSwr } from '@/lib/hooks/account-swr';
import { useAddress } from '@/lib/hooks/use-address';
import { useLogin } from '@/lib/hooks/use-login';

/**
 * On the seat map, for a member holding a package card that pays tickets of this session (card_ticket): which
 * classes it pays here and how many are left for this performance, so the member can choose seats it covers.
 */
export function SessionCardHint({ sessionId, classes }: { sessionId: number; classes: SeatMapTicketClass[] }) {
  const t = useTranslations('chooseSeat');
  const en = useLocale() === 'en-US';
  const login = useLogin();
  const member = login.loginType === LoginType.member;
  const { data } = useAddress<typeof memberCardCalls.forSession>(
    memberCardAddresses.forSession,
    member ? { query: { sessionId } } : null,
    accountSwr,
  );
  if (!data?.length) return null;
  return (
    <ul className="bg-gold/10 border-gold/40 mb-3 space-y-1 rounded border p-3 text-sm" data-testid="session-card-hint">
      {data.map((card) => {
        const names = classes.filter((c) => card.ticketClassIds.includes(c.id)).map((c) => (en ? c.enName : c.name));
        return (
          <li key={card.memberCardId}>
            {t('cardHint', { name: en ? card.enName : card.name, classes: names.join(en ? ', ' : '、'), here: card.leftHere })}
          </li>
        );
      })}
    </ul>
  );
}
