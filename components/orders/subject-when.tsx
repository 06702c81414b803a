'use client';

import { useLocale } from 'next-intl';
import type { OrderSubject } from '@/lib/contract/order';
import { formatDayTime } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import { subjectPlace } from './order-lines';

/** When and where an order takes place ("11月25日 19:30 · 音乐厅"); what has no time (goods) names its place only. */
export function SubjectWhen({ subject }: { subject: OrderSubject }) {
  const locale = useLocale() as Locale;
  const place = subjectPlace(subject, locale);
  if (!subject.startTime) return <>{place}</>;
  return (
    <>
      <time dateTime={subject.startTime}>{formatDayTime(subject.startTime)}</time>
      {place && ` · ${place}`}
    </>
  );
}
