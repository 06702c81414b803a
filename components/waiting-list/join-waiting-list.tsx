'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { LoginType } from '@/lib/contract/codes';
import type { waitingListCalls, WaitingEntryView } from '@/lib/contract/waiting-list';
import { waitingListAddresses } from '@/lib/contract/addresses';
import { bffAt } from '@/lib/client/address';
import { openLogin } from '@/lib/client/login-events';
import { useAction } from '@/lib/client/use-action';
import { formatDayTime } from '@/lib/format';
import { localized, type Locale } from '@/lib/i18n/locales';
import { useLogin } from '@/lib/hooks/use-login';
import { useWaitingList } from '@/lib/hooks/use-waiting-list';
import { secondaryButton, textLink } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';

type SoldOutClass = { id: number; name: string; enName: string };
const ACTIVE = new Set(['waiting', 'offered', 'ordered']);

/**
 * Under a session's tickets, for the classes sold out: a member joins the waiting list for a number of tickets,
 * or reads their place and the offer held for them; a visitor is asked to log in first.
 */
export function JoinWaitingList({ sessionId, classes, limit }: { sessionId: number; classes: SoldOutClass[]; limit: number }) {
  const t = useTranslations('waitingList');
  const login = useLogin();
  const member = login.loginType === LoginType.member;
  const { data: entries, mutate } = useWaitingList(sessionId, member);
  if (!classes.length || !login.known) return null;
  return (
    <section
      className="border-gold/40 bg-gold/5 mt-4 rounded-lg border p-4"
      aria-labelledby="waiting-join-heading"
      data-testid="waiting-join"
    >
      <h3 id="waiting-join-heading" className="font-semibold">
        {t('joinHeading')}
      </h3>
      <p className="text-muted mt-1 text-sm">{t('joinIntro')}</p>
      {member ? (
        <ul className="divide-line mt-2 divide-y">
          {classes.map((c) => (
            <ClassLine
              key={c.id}
              sessionId={sessionId}
              ticketClass={c}
              limit={limit}
              entry={entries?.find((e) => e.ticketClassId === c.id && ACTIVE.has(e.status))}
              onJoined={() => mutate()}
            />
          ))}
        </ul>
      ) : (
        <button type="button" className={`${secondaryButton} mt-3`} onClick={() => openLogin('personal')} data-testid="waiting-login">
          {t('loginToJoin')}
        </button>
      )}
    </section>
  );
}

function ClassLine({
  sessionId,
  ticketClass,
  limit,
  entry,
  onJoined,
}: {
  sessionId: number;
  ticketClass: SoldOutClass;
  limit: number;
  entry: WaitingEntryView | undefined;
  onJoined: () => void;
}) {
  const t = useTranslations('waitingList');
  const locale = useLocale() as Locale;
  const [quantity, setQuantity] = useState(1);
  const { notice, busy, run } = useAction();
  const name = localized(ticketClass, 'name', locale);
  const join = () =>
    run(async () => {
      await bffAt<typeof waitingListCalls.join>(waitingListAddresses.join, {
        body: { sessionId, ticketClassId: ticketClass.id, quantity },
      });
      onJoined();
    });
  return (
    <li className="py-3" data-testid="waiting-class" data-class-id={ticketClass.id}>
      <div className="flex flex-wrap items-center gap-3">
        <span className="min-w-0 flex-1 font-medium">{name}</span>
        {entry ? (
          <span className="text-sm" data-testid="waiting-state">
            {entry.status === 'waiting'
              ? t('inLine', { place: entry.place ?? 1, count: entry.quantity })
              : entry.status === 'offered'
                ? t('heldUntil', { time: formatDayTime(entry.offerExpiresAt!) })
                : t('status.ordered')}{' '}
            <Link href={`/waitingList?id=${entry.id}`} className={textLink}>
              {t('seeMine')}
            </Link>
          </span>
        ) : (
          <>
            <label className="flex items-center gap-2 text-sm">
              {t('quantity')}
              <select
                className="border-line min-h-11 rounded border bg-white px-2"
                value={quantity}
                onChange={(e) => setQuantity(Number(e.target.value))}
                data-testid="waiting-quantity"
              >
                {Array.from({ length: limit }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" className={secondaryButton} disabled={busy} onClick={join} data-testid="waiting-submit">
              {t('join')}
            </button>
          </>
        )}
      </div>
      <FormMessage text={notice?.text} ok={notice?.ok} />
    </li>
  );
}
