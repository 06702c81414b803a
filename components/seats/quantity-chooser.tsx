'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Session } from '@/lib/contract/performance';
import type { Locale } from '@/lib/i18n/locales';
import { PurchaseBar } from './purchase-bar';
import { SaleNotice } from './sale-notice';
import { useSalePhase } from './sale-phase';
import { className, priceText } from './seat-info';
import { TotalLine, totals } from './total-line';
import { JoinWaitingList } from '@/components/waiting-list/join-waiting-list';

const stepper =
  'flex size-11 items-center justify-center rounded border border-line bg-white text-xl leading-none hover:border-brand hover:text-brand disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-line disabled:hover:text-ink';

/**
 * Sessions without a seat map (activities, standing): a quantity per ticket class, within what is left of
 * each and the per-order limit over all of them.
 */
export function QuantityChooser({ session, saleStartAt, locale }: { session: Session; saleStartAt: string; locale: Locale }) {
  const t = useTranslations('chooseSeat');
  const [counts, setCounts] = useState<Record<number, number>>({});
  const free = session.ticketClasses.reduce((n, c) => n + Math.max(0, c.available), 0);
  const phase = useSalePhase(session.saleStatus, saleStartAt, free);
  const locked = phase !== 'on_sale';
  const lines = session.ticketClasses.flatMap((c) => (counts[c.id] ? [{ ticketClass: c, quantity: counts[c.id] }] : []));
  const sum = totals(lines);
  const full = sum.count >= session.limitPerOrder;
  const change = (id: number, by: number) => setCounts((c) => ({ ...c, [id]: Math.max(0, (c[id] ?? 0) + by) }));

  return (
    <div className="max-w-2xl">
      <SaleNotice phase={phase} saleStartAt={saleStartAt} />
      <section className="border-line rounded-lg border bg-white p-4" aria-labelledby="quantity-heading" data-testid="quantity-chooser">
        <h2 id="quantity-heading" className="font-serif text-lg font-semibold">
          {t('quantityHeading')}
        </h2>
        <ul className="divide-line mt-2 divide-y">
          {session.ticketClasses.map((c) => {
            const name = className(c, locale);
            const count = counts[c.id] ?? 0;
            return (
              <li key={c.id} className="flex items-center gap-3 py-3" data-testid="quantity-class">
                <span className="size-3.5 shrink-0 rounded-[3px]" style={{ background: c.color }} aria-hidden />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{name}</p>
                  <p className="text-sm">
                    <span className="text-brand font-medium">{priceText(c, t)}</span>{' '}
                    <span className="text-muted">{c.available > 0 ? t('left', { count: c.available }) : t('soldOut')}</span>
                  </p>
                </div>
                <div className="flex items-center gap-2" role="group" aria-label={t('quantityOf', { name })}>
                  <button
                    type="button"
                    className={stepper}
                    onClick={() => change(c.id, -1)}
                    disabled={count === 0}
                    aria-label={t('decrease', { name })}
                    data-testid="quantity-decrease"
                  >
                    <span aria-hidden>−</span>
                  </button>
                  <output className="w-6 text-center text-lg tabular-nums" aria-live="polite" data-testid="quantity-value">
                    {count}
                  </output>
                  <button
                    type="button"
                    className={stepper}
                    onClick={() => change(c.id, 1)}
                    disabled={locked || full || count >= c.available}
                    aria-label={t('increase', { name })}
                    data-testid="quantity-increase"
                  >
                    <span aria-hidden>+</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
        <p className="text-muted mt-2 text-xs" data-testid="order-limit">
          {t('limitQuantity', { limit: session.limitPerOrder })}
        </p>
        <PurchaseBar
          choice={
            lines.length && !locked
              ? { sessionId: session.id, classes: lines.map((l) => ({ ticketClassId: l.ticketClass.id, quantity: l.quantity })) }
              : null
          }
          summary={<TotalLine {...sum} />}
          onAdded={() => setCounts({})}
          onRefused={() => {}}
        />
      </section>
      {phase !== 'coming_soon' && (
        <JoinWaitingList
          sessionId={session.id}
          classes={session.ticketClasses.filter((c) => c.available <= 0)}
          limit={session.limitPerOrder}
        />
      )}
    </div>
  );
}
