'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { MemberCardView } from '@/lib/contract/package';
import { formatDay, formatDayTime } from '@/lib/format';
import { useMemberCards } from '@/lib/hooks/use-packages';
import { useSeatLabel } from '@/lib/hooks/use-seat-label';
import { couponUseHref } from '@/lib/links';
import { AccountState } from '@/components/ui/account-state';
import { primaryButton } from '@/components/ui/form-field';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';

/** The performance list takes at most this many ids in its link (lib/routes.ts); a card rarely pays more. */
const MOST_LINKED = 50;

/**
 * §2 /cardCase: the member's package cards, each with its number, validity, credits left, the way to use it (the
 * performances it pays) and the tickets it paid.
 */
export function CardCase({ open }: { open: boolean }) {
  const t = useTranslations('packages.cards');
  const router = useRouter();
  const { data, error, mutate } = useMemberCards();
  const nothingHere = !open && data?.length === 0;
  useEffect(() => {
    if (nothingHere) router.replace('/');
  }, [nothingHere, router]);
  if (!data || nothingHere) return <AccountState area="member" error={error} retry={() => mutate()} />;
  if (!data.length) {
    return (
      <div className="py-16 text-center" data-testid="member-cards-empty">
        <p className="text-muted">{t('empty')}</p>
        <Link href="/falaCardDetail?activeType=3" className="text-brand mt-3 inline-block hover:underline">
          {t('goBuy')}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <ul className="space-y-4" data-testid="member-cards">
        {data.map((card) => (
          <MemberCard key={card.id} card={card} />
        ))}
      </ul>
      {open && (
        <Link href="/falaOrder" className="text-brand inline-block text-sm hover:underline">
          {t('orders')}
        </Link>
      )}
    </div>
  );
}

function MemberCard({ card }: { card: MemberCardView }) {
  const t = useTranslations('packages.cards');
  const en = useLocale() === 'en-US';
  const seatLabel = useSeatLabel();
  const used = card.credits - card.creditsLeft;
  // The way to use it, offered only where it leads somewhere: the performances it pays, while it has tickets left and is in force.
  const usable = !card.expired && card.creditsLeft > 0 && card.performanceIds.length > 0;
  return (
    <li className="border-line overflow-hidden rounded-lg border bg-white" data-testid="member-card" data-card-no={card.cardNo}>
      <div className="from-brand to-ink flex flex-wrap items-end justify-between gap-3 bg-gradient-to-br p-4 text-white">
        <div>
          <h2 className="font-serif text-lg font-semibold">{en ? card.enName : card.name}</h2>
          <p className="mt-1 font-mono text-sm tracking-wider text-white/85">{t('cardNo', { no: card.cardNo })}</p>
        </div>
        <p className="text-right">
          <span className="block text-3xl font-semibold tabular-nums" data-testid="member-card-left">
            {card.creditsLeft}
          </span>
          <span className="text-xs text-white/85">{t('left', { credits: card.credits })}</span>
        </p>
      </div>
      <div className="space-y-3 p-4 text-sm">
        <p className={card.expired ? 'text-brand' : 'text-muted'}>
          {card.expired ? t('expired', { day: formatDay(card.validUntil) }) : t('validUntil', { day: formatDay(card.validUntil) })}
          {' · '}
          {t('perPerformance', { count: card.perPerformance })}
        </p>
        <div
          className="bg-paper h-2 overflow-hidden rounded"
          role="progressbar"
          aria-label={t('usedLabel')}
          aria-valuemin={0}
          aria-valuemax={card.credits}
          aria-valuenow={used}
        >
          <div className="bg-gold h-full" style={{ width: `${(used / card.credits) * 100}%` }} />
        </div>
        {usable && (
          <div className="flex flex-col gap-2 py-1 sm:flex-row sm:items-center sm:gap-4">
            <Link href={couponUseHref(card.performanceIds.slice(0, MOST_LINKED))} className={primaryButton} data-testid="member-card-use">
              {t('use')}
            </Link>
            <p className="text-muted text-xs">{t('useHint')}</p>
          </div>
        )}
        <h3 className="font-medium">{t('tickets', { count: card.tickets.length })}</h3>
        {card.tickets.length === 0 ? (
          <p className="text-muted">{t('noTickets')}</p>
        ) : (
          <ul className="divide-line divide-y" data-testid="member-card-tickets">
            {card.tickets.map((ticket, i) => (
              <li key={`${ticket.orderId}-${i}`} className="flex items-start justify-between gap-3 py-2">
                <div className="min-w-0">
                  <Link href={`/myOrder?orderId=${ticket.orderId}`} className="hover:text-brand font-medium">
                    {en ? ticket.enTitle : ticket.title}
                  </Link>
                  <p className="text-muted text-xs">
                    {formatDayTime(ticket.startTime)} · {en ? ticket.enClassName : ticket.className}
                    {ticket.seat && <> · {seatLabel(ticket.seat)}</>}
                  </p>
                </div>
                <OrderStatusBadge status={ticket.status} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
