'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { memberCalls } from '@/lib/contract/member-calls';
import { formatDay, formatTime } from '@/lib/format';
import { accountSwr } from '@/lib/hooks/account-swr';
import { useCall } from '@/lib/hooks/use-call';
import type { Locale } from '@/lib/i18n/locales';
import { showListHref } from '@/lib/links';
import { Panel } from '@/components/ui/panel';
import { orderDetailHref } from '@/components/orders/order-paths';

const WHEN = ['coming', 'past'] as const;

/** /userCenter: the activities the member signed up for (§7 GET /api/member/activity), coming or past, and where to find more. */
export function MemberActivities() {
  const t = useTranslations('member.activities');
  const locale = useLocale() as Locale;
  const [when, setWhen] = useState<(typeof WHEN)[number]>('coming');
  const { data, error } = useCall(memberCalls.activities, { query: { when, pageSize: 6 } }, accountSwr);
  const more = (
    <Link href={showListHref(1)} className="text-brand text-sm underline" data-testid="member-activities-find">
      {t('find')}
    </Link>
  );
  return (
    <Panel title={t('title')} action={more} testId="member-activities">
      <div role="group" aria-label={t('title')} className="mb-3 flex gap-2">
        {WHEN.map((w) => (
          <button
            key={w}
            type="button"
            aria-pressed={when === w}
            onClick={() => setWhen(w)}
            className={`rounded border px-3 py-1 text-sm ${when === w ? 'border-brand text-brand' : 'border-line'}`}
          >
            {t(w)}
          </button>
        ))}
      </div>
      {error !== undefined && <p role="alert">{t('failed')}</p>}
      {data?.list.length === 0 && <p className="text-muted text-sm">{t(when === 'coming' ? 'noneComing' : 'nonePast')}</p>}
      <ul className="divide-line divide-y">
        {data?.list.map((a) => (
          <li
            key={`${a.orderId}-${a.sessionId}`}
            className="flex flex-wrap items-baseline justify-between gap-2 py-3 text-sm"
            data-testid="member-activity"
          >
            <div className="min-w-0">
              <Link href={orderDetailHref({ tab: 'all' }, a.orderId)} className="hover:text-brand font-medium">
                {locale === 'en-US' ? a.enMainTitle : a.mainTitle}
              </Link>
              <p className="text-muted">
                {formatDay(a.startTime)} {formatTime(a.startTime)} · {locale === 'en-US' ? a.enVenueName : a.venueName}
              </p>
            </div>
            <p className="text-muted">
              {t('tickets', { count: a.tickets })}
              {a.status === 'unpaid' && <span className="text-brand"> · {t('unpaid')}</span>}
            </p>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
