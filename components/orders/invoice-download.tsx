'use client';

import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import type { MemberInvoiceView } from '@/lib/contract/invoices';
import { swrFetcher } from '@/lib/client/bff';

/** An issued invoice's number and its PDF to download (§7 GET /api/member/invoice/invoice_url says where it is). */
export function InvoiceDownload({ orderId }: { orderId: number }) {
  const t = useTranslations('orders');
  const { data } = useSWR<MemberInvoiceView>(['/api/member/invoice/invoice_url', { id: orderId }], swrFetcher);
  if (!data?.url) return null;
  return (
    <a href={data.url} download className="text-brand text-sm underline" data-testid="order-invoice-download">
      {t('invoiceDownload', { number: data.number ?? '' })}
    </a>
  );
}
