'use client';

import { useTranslations } from 'next-intl';
import { invoiceCalls } from '@/lib/contract/order-calls';
import { useCall } from '@/lib/hooks/use-call';

/** An issued invoice's number and its PDF to download (§7 GET /api/member/invoice/invoice_url says where it is). */
export function InvoiceDownload({ orderId }: { orderId: number }) {
  const t = useTranslations('orders');
  const { data } = useCall(invoiceCalls.status, { query: { id: orderId } });
  if (!data?.url) return null;
  return (
    <a href={data.url} download className="text-brand text-sm underline" data-testid="order-invoice-download">
      {t('invoiceDownload', { number: data.number ?? '' })}
    </a>
  );
}
