'use client';

import { useTranslations } from 'next-intl';
import type { ProjectPaymentView } from '@/lib/contract/rental';
import { formatDayTime, formatYuanGrouped } from '@/lib/format';
import { ProjectSection } from './project-section';

/** The deposit and the instalments: amount, due date, and paid (how and when), overdue or still to pay. */
export function ProjectPayments({ payments, now }: { payments: ProjectPaymentView[]; now: number }) {
  const t = useTranslations('enterprise.projects.payments');
  if (!payments.length) return null;
  return (
    <ProjectSection name="project-payments" title={t('title')}>
      <ul className="divide-line border-line mt-3 divide-y border-t">
        {payments.map((p) => {
          const overdue = !p.paidAt && p.dueAt !== null && Date.parse(p.dueAt) < now;
          const state = p.paidAt
            ? `${t('paid', { at: formatDayTime(p.paidAt) })} · ${t(p.paidBy === 'transfer' ? 'transfer' : 'online')}`
            : p.receiptFileId
              ? t('receiptSent')
              : overdue
                ? t('overdue')
                : t('unpaid');
          return (
            <li
              key={p.id}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3"
              data-testid="project-payment"
              data-paid={p.paidAt ? 'true' : 'false'}
            >
              <span className="font-medium">{p.kind === 'deposit' ? t('deposit') : t('instalment', { n: String(p.seq) })}</span>
              <span className="tabular-nums">{formatYuanGrouped(p.amountFen)}</span>
              <span className="text-muted text-sm">{p.dueAt ? t('due', { at: formatDayTime(p.dueAt) }) : ''}</span>
              <span
                className={`text-sm ${overdue ? 'text-brand font-medium' : p.paidAt ? 'text-green-800' : 'text-muted'}`}
                data-testid="project-payment-state"
              >
                {state}
              </span>
            </li>
          );
        })}
      </ul>
    </ProjectSection>
  );
}
