'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { SettlementCardView } from '@/lib/contract/package';

/**
 * At the settlement: "pay with package card". Each of the member's valid cards that covers this performance, with
 * how many of these tickets it pays, or disabled with the reason (a class it does not cover, too few credits,
 * the two-per-performance cap). The hall API checks the same rules again when the order is placed.
 */
export function CardPicker({
  cards,
  value,
  onChange,
}: {
  cards: SettlementCardView[];
  value?: number;
  onChange: (memberCardId?: number) => void;
}) {
  const t = useTranslations('packages.settlement');
  const en = useLocale() === 'en-US';
  return (
    <fieldset className="space-y-2" data-testid="card-picker">
      <legend className="mb-2 font-semibold">{t('title')}</legend>
      <label className="border-line flex min-h-11 items-center gap-3 rounded border px-3">
        <input type="radio" name="package-card" checked={value === undefined} onChange={() => onChange(undefined)} />
        {t('none')}
      </label>
      {cards.map((card) => (
        <label
          key={card.memberCardId}
          className={`flex min-h-11 items-center gap-3 rounded border px-3 py-2 ${card.usable ? 'border-line' : 'border-line bg-paper text-muted'}`}
          data-testid={`card-${card.cardNo}`}
        >
          <input
            type="radio"
            name="package-card"
            disabled={!card.usable}
            checked={value === card.memberCardId}
            onChange={() => onChange(card.memberCardId)}
          />
          <span className="min-w-0 flex-1 text-sm">
            <span className="block">
              {en ? card.enName : card.name} <span className="text-muted font-mono text-xs">{card.cardNo}</span>
            </span>
            <span className="text-muted block text-xs">
              {card.usable ? `${t('pays', { count: card.pays })} · ` : ''}
              {t('left', { credits: card.creditsLeft, here: card.leftHere })}
            </span>
            {card.reason && <span className="block text-xs">{t(`reason_${card.reason}`)}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
