'use client';

import { useTranslations } from 'next-intl';
import type { StepForm } from '@/lib/contract/enterprise-project';
import { formatDayTime, formatYuanGrouped } from '@/lib/format';

/**
 * The order fields read in, whatever order the database kept them in (jsonb sorts its keys); fields the site
 * does not know yet follow, by name.
 */
const ORDER = [
  'name',
  'eventType',
  'setupStart',
  'eventStart',
  'eventEnd',
  'teardownEnd',
  'expectedAudience',
  'ticketed',
  'technicalNeeds',
  'option',
  'startsAt',
  'endsAt',
  'expiresAt',
  'quoteFen',
  'depositFen',
  'activityName',
  'activityType',
  'expectedDate',
  'startDate',
  'endDate',
  'sessions',
  'audienceSize',
  'needTicketing',
  'question',
  'reply',
  'amountFen',
  'totalFen',
  'payMethod',
  'tradeNo',
  'orderNo',
  'paidAt',
  'contractNo',
  'signer',
  'signedAt',
  'countersignedAt',
  'dueDate',
  'note',
  'submittedAt',
];
const rank = (key: string) => (ORDER.includes(key) ? ORDER.indexOf(key) : ORDER.length);
/** An instant as the hall API writes one (set-up, start, end, tear-down), shown in the hall's time. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** Shown elsewhere on the page: the hall in the summary, the files in their own list. */
const HIDDEN = new Set(['hallId', 'proposalFileId']);

/** A step's form as labelled lines: money in yuan, instants in the hall's time, yes/no and known values in words. */
export function useFormLines() {
  const t = useTranslations('enterprise.projects');
  const value = (key: string, v: StepForm[string]): string => {
    if (v === null || v === '') return t('summary.none');
    if (typeof v === 'boolean') return t(v ? 'values.yes' : 'values.no');
    if (typeof v === 'number') return key.endsWith('Fen') ? formatYuanGrouped(v) : v.toLocaleString('en-US');
    if ((key.endsWith('At') || INSTANT.test(v)) && !Number.isNaN(Date.parse(v))) return formatDayTime(v);
    return t.has(`values.${key}.${v}`) ? t(`values.${key}.${v}`) : v;
  };
  return (form: StepForm) =>
    Object.entries(form)
      // Lists (a performance's sessions, a schedule, a statement's extras) have their own sections.
      .filter(([key, v]) => !HIDDEN.has(key) && (v === null || typeof v !== 'object'))
      .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
      .map(([key, v]) => ({ key, label: t.has(`fields.${key}`) ? t(`fields.${key}`) : key, text: value(key, v) }));
}
