'use client';

import { useTranslations } from 'next-intl';
import type { InvoiceInput } from '@/lib/contract/order';
import { TextField } from '@/components/ui/form-field';

export type InvoiceDraft = Required<{ [K in keyof InvoiceInput]: string }>;
export const emptyInvoice: InvoiceDraft = { title: '', taxNo: '', bank: '', account: '', address: '' };

/** Invoice details (title, taxpayer number, bank, account, mailing address); the hall API validates them. */
export function InvoiceFields({ value, onChange }: { value: InvoiceDraft; onChange: (v: InvoiceDraft) => void }) {
  const t = useTranslations('checkout');
  const field = (key: keyof InvoiceDraft, label: string, extra: { required?: boolean; maxLength: number }) => (
    <TextField
      id={`invoice-${key}`}
      label={label}
      value={value[key]}
      onChange={(e) => onChange({ ...value, [key]: e.target.value })}
      {...extra}
    />
  );
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {field('title', t('invoiceTitle'), { required: true, maxLength: 100 })}
      {field('taxNo', t('taxNo'), { maxLength: 20 })}
      {field('bank', t('bank'), { maxLength: 100 })}
      {field('account', t('account'), { maxLength: 40 })}
      {field('address', t('address'), { maxLength: 200 })}
    </div>
  );
}
