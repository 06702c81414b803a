'use client';

import { useTranslations } from 'next-intl';
import type { GroupIntentionView, ReservationView } from '@/lib/contract/visit';

type Status = ReservationView['status'] | GroupIntentionView['status'];

const TONE: Record<Status, string> = {
  unpaid: 'bg-brand/10 text-brand',
  booked: 'bg-green-50 text-green-800',
  visited: 'bg-line text-muted',
  not_visited: 'bg-line text-muted',
  cancelled: 'bg-line text-muted',
  submitted: 'bg-gold/10 text-gold',
  confirmed: 'bg-green-50 text-green-800',
  rejected: 'bg-line text-muted',
};

/** A booking's or an intention's state, worded and coloured the way the order badges are. */
export function VisitStatus({ status }: { status: Status }) {
  const t = useTranslations('visitOrders.status');
  return (
    <span className={`shrink-0 rounded px-2 py-0.5 text-sm font-medium ${TONE[status]}`} data-testid="visit-status">
      {t(status)}
    </span>
  );
}

/** One labelled fact of a card. */
export function Fact({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div>
      <dt className="text-muted text-xs">{label}</dt>
      <dd className="mt-0.5" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
