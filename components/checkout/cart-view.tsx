'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { cartChanged } from '@/lib/client/cart-events';
import { useFailureText } from '@/lib/client/failure-text';
import { toast } from '@/lib/client/toast';
import type { CartItem } from '@/lib/contract/order';
import { formatDayTime, formatYuan } from '@/lib/format';
import { useCart } from '@/lib/hooks/use-cart';
import { CartEventGoods } from './cart-event-goods';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useSeatLabel } from '@/lib/hooks/use-seat-label';
import { cartCalls } from '@/lib/contract/order-calls';
import { bffCall } from '@/lib/client/call';

/** /cart: the member's tickets by session; one session is settled at a time (one order is one session). */
export function CartView() {
  const t = useTranslations('checkout');
  const failure = useFailureText();
  const locale = useLocale();
  const router = useRouter();
  const { data, mutate, isLoading } = useCart();
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const items = useMemo(() => data?.items ?? [], [data]);
  const groups = useMemo(() => groupBySession(items), [items]);

  const toggle = (ids: number[], on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      ids.forEach((id) => (on ? next.add(id) : next.delete(id)));
      return next;
    });
  const selected = items.filter((i) => chosen.has(i.id));
  const totalFen = selected.reduce((n, i) => n + (i.ticketClass.pointOnly ? 0 : i.ticketClass.priceFen * i.quantity), 0);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      const text = failure(error);
      if (text) toast(text, { kind: 'error' });
    } finally {
      setBusy(false);
    }
  }

  const [confirming, setConfirming] = useState(false);
  const deleteChosen = async () => {
    // An empty selection is the hall API's to refuse: 'please select items to delete'.
    await bffCall(cartCalls.remove, { body: { ids: [...chosen] } });
    setChosen(new Set());
    setConfirming(false);
    cartChanged();
    await mutate();
  };
  const remove = () => (chosen.size > 0 ? setConfirming(true) : run(deleteChosen));

  const settle = () =>
    run(async () => {
      const s = await bffCall(cartCalls.settle, { body: { ids: [...chosen] } });
      const query = new URLSearchParams({ sessionId: String(s.sessionId), cartItemIds: s.cartItemIds });
      if (s.seats) query.set('seats', s.seats);
      if (s.classes) query.set('classes', s.classes);
      router.push(`/settlementOrder?${query}`);
    });

  if (isLoading) return <p className="text-muted py-10 text-center">…</p>;
  if (!items.length) {
    return (
      <div className="rounded bg-white py-16 text-center" data-testid="cart-empty">
        <p className="text-muted">{t('cartEmpty')}</p>
        <Link href="/showByTickets?activeType=0" className="text-brand mt-4 inline-block underline">
          {t('browseShows')}
        </Link>
      </div>
    );
  }
  return (
    <div className="pb-24" data-testid="cart">
      <p className="text-muted mb-4 text-sm">{t('oneSession')}</p>
      {groups.map((group) => {
        const ids = group.items.filter((i) => i.available).map((i) => i.id);
        const all = ids.length > 0 && ids.every((id) => chosen.has(id));
        const first = group.items[0];
        return (
          <section key={group.sessionId} className="mb-6 rounded bg-white" aria-labelledby={`cart-session-${group.sessionId}`}>
            <header className="border-line flex items-center gap-3 border-b p-4">
              <input
                type="checkbox"
                checked={all}
                disabled={!ids.length}
                onChange={(e) => toggle(ids, e.target.checked)}
                aria-label={t('selectAll')}
                className="h-5 w-5"
              />
              <div>
                <h2 id={`cart-session-${group.sessionId}`} className="font-semibold">
                  {locale === 'en-US' ? first.enMainTitle : first.mainTitle}
                </h2>
                <p className="text-muted text-sm">
                  {formatDayTime(first.startTime)} · {locale === 'en-US' ? first.hallEnName : first.hallName}
                </p>
              </div>
            </header>
            <ul className="divide-line divide-y">
              {group.items.map((item) => (
                <CartLine key={item.id} item={item} checked={chosen.has(item.id)} onChange={(on) => toggle([item.id], on)} />
              ))}
            </ul>
          </section>
        );
      })}
      <CartEventGoods cartKey={[...new Set(items.map((i) => i.performanceId))].sort((a, b) => a - b).join(',')} />
      <ConfirmDialog
        open={confirming}
        title={t('deleteTitle')}
        message={t('deleteConfirm', { count: chosen.size })}
        confirmLabel={t('deleteAction')}
        cancelLabel={t('keep')}
        onConfirm={() => run(deleteChosen)}
        onClose={() => setConfirming(false)}
        testId="cart-delete-confirm"
      />
      <div className="border-line fixed inset-x-0 bottom-0 z-20 border-t bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-5xl items-center gap-3 px-4 py-3">
          <button
            type="button"
            onClick={remove}
            disabled={busy}
            className="text-muted hover:text-brand shrink-0 text-sm whitespace-nowrap underline"
            data-testid="cart-delete"
          >
            {t('delete')}
          </button>
          <p className="ml-auto text-sm">
            {t('selectedTotal', { count: selected.reduce((n, i) => n + i.quantity, 0) })}{' '}
            <strong className="text-brand text-lg">{formatYuan(totalFen)}</strong>
          </p>
          <button
            type="button"
            onClick={settle}
            disabled={busy || chosen.size === 0}
            className="bg-brand shrink-0 rounded px-5 py-2 font-semibold whitespace-nowrap text-white disabled:opacity-50"
            data-testid="cart-settle"
          >
            {t('settle')}
          </button>
        </div>
      </div>
    </div>
  );
}

function CartLine({ item, checked, onChange }: { item: CartItem; checked: boolean; onChange: (on: boolean) => void }) {
  const t = useTranslations('checkout');
  const seatLabel = useSeatLabel();
  const locale = useLocale();
  const name = locale === 'en-US' ? item.ticketClass.enName : item.ticketClass.name;
  return (
    <li className={`flex items-center gap-3 p-4 ${item.available ? '' : 'opacity-60'}`} data-testid="cart-item">
      <input
        type="checkbox"
        checked={checked}
        disabled={!item.available}
        onChange={(e) => onChange(e.target.checked)}
        aria-label={t('select', { name })}
        className="h-5 w-5"
      />
      <span className="h-3 w-3 shrink-0 rounded-sm" style={{ background: item.ticketClass.color }} aria-hidden />
      <div className="min-w-0 flex-1">
        <p>{name}</p>
        <p className="text-muted text-sm">
          {item.seat ? seatLabel(item.seat) : t('quantity', { count: item.quantity })}
          {!item.available && <span className="text-brand ml-2">{t('unavailable')}</span>}
        </p>
      </div>
      <span className="font-semibold">{formatYuan(item.ticketClass.priceFen * item.quantity)}</span>
    </li>
  );
}

function groupBySession(items: CartItem[]) {
  const groups = new Map<number, CartItem[]>();
  for (const item of items) groups.set(item.sessionId, [...(groups.get(item.sessionId) ?? []), item]);
  return [...groups].map(([sessionId, list]) => ({ sessionId, items: list }));
}
