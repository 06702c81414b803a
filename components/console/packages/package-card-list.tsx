'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { StaffPackageCard } from '@/lib/contract/package-editing';
import { staffPackageCalls } from '@/lib/contract/staff-package-calls';
import { localized, type Locale } from '@/lib/i18n/locales';
import { formatDayTime, formatYuan } from '@/lib/format';
import { useStaffCall } from '@/lib/hooks/use-staff-call';
import { secondaryButton } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { PackageCardForm } from './package-card-form';
import { ListStatus } from '../form-kit/list-status';

/** The package cards, latest sale first, each with what was sold; one form for a new card or the one chosen. */
export function PackageCardList() {
  const t = useTranslations('console.packages.cards');
  const locale = useLocale() as Locale;
  const { data, error, mutate } = useStaffCall(staffPackageCalls.cards, {});
  const [editing, setEditing] = useState<StaffPackageCard | null>(null);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <Panel title={t('title')} testId="package-cards">
        <ListStatus rows={data} error={error} empty={t('empty')} />
        <ul className="divide-line divide-y">
          {data?.map((card) => (
            <li key={card.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3 text-sm" data-testid={`package-card-${card.id}`}>
              <div className="min-w-0 flex-1 basis-56">
                <p className="font-medium">
                  {localized(card, 'name', locale)}
                  {!card.visible && <span className="text-muted ml-2">{t('hidden')}</span>}
                </p>
                <p className="text-muted">
                  {t('terms', { price: formatYuan(card.priceFen), credits: card.credits, per: card.perPerformance })} ·{' '}
                  {t('covers', { count: card.performances.length })}
                </p>
                <p className="text-muted">{t('window', { from: formatDayTime(card.saleFrom), to: formatDayTime(card.saleTo) })}</p>
              </div>
              <p className="tabular-nums">{t('sold', { sold: card.sold, stock: card.stock, cards: card.membersCards })}</p>
              <button
                type="button"
                className={secondaryButton}
                onClick={() => setEditing(card)}
                data-testid={`package-card-${card.id}-edit`}
              >
                {t('edit')}
              </button>
            </li>
          ))}
        </ul>
      </Panel>
      <PackageCardForm key={editing?.id ?? 'new'} card={editing} onSaved={() => void mutate()} onCancel={() => setEditing(null)} />
    </div>
  );
}
