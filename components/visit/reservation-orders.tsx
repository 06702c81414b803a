'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useReservationOrders } from '@/lib/hooks/use-reservation-orders';
import { AccountState } from '@/components/ui/account-state';
import { primaryButton, secondaryButton } from '@/components/ui/form-field';
import { GroupIntentionCard } from './group-intention-card';
import { ReservationCard } from './reservation-card';

/** The member's visit bookings, then their group intentions; each list only when it has something. `address`: the hall's, for where to go. */
export function ReservationOrderList({ address }: { address: string | null }) {
  const t = useTranslations('visitOrders');
  const { data, error, mutate } = useReservationOrders();
  if (!data) return <AccountState area="member" error={error} retry={() => mutate()} />;
  if (!data.reservations.length && !data.groups.length) {
    return (
      <div className="border-line rounded-lg border bg-white px-4 py-14 text-center" data-testid="visit-orders-empty">
        <p className="text-muted">{t('empty')}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link href="/visit" className={primaryButton}>
            {t('book')}
          </Link>
          <Link href="/groupApp" className={secondaryButton}>
            {t('bookGroup')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="space-y-8">
      {data.reservations.length > 0 && (
        <section aria-labelledby="visit-bookings">
          <h2 id="visit-bookings" className="mb-3 text-lg font-semibold">
            {t('bookings')}
          </h2>
          <ul className="space-y-4">
            {data.reservations.map((reservation) => (
              <li key={reservation.id}>
                <ReservationCard reservation={reservation} address={address} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {data.groups.length > 0 && (
        <section aria-labelledby="visit-groups">
          <h2 id="visit-groups" className="mb-3 text-lg font-semibold">
            {t('groups')}
          </h2>
          <ul className="space-y-4">
            {data.groups.map((group) => (
              <li key={group.id}>
                <GroupIntentionCard group={group} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
