'use client';

import { useLocale } from 'next-intl';
import { formatDayTime } from '@/lib/format';
import { useSessionDetail } from './use-session-detail';

/** Which performance, when and where: the head of every checkout step. */
export function SessionHeading({ sessionId }: { sessionId: number }) {
  const locale = useLocale();
  const { data } = useSessionDetail(sessionId);
  if (!data) return <div className="bg-paper h-16 animate-pulse rounded" />;
  const en = locale === 'en-US';
  return (
    <div className="flex gap-4 rounded bg-white p-4">
      <img src={data.performance.poster} alt="" className="h-20 w-15 shrink-0 rounded object-cover" />
      <div>
        <p className="font-semibold" data-testid="checkout-title">
          {en ? data.performance.enMainTitle : data.performance.mainTitle}
        </p>
        <p className="text-muted text-sm">
          {formatDayTime(data.session.startTime)} · {en ? data.performance.hall.enName : data.performance.hall.name}
        </p>
      </div>
    </div>
  );
}
