import { getTranslations } from 'next-intl/server';
import type { SaleStatus } from '@/lib/contract/performance';

const tone: Record<SaleStatus, string> = {
  on_sale: 'bg-brand text-white',
  coming_soon: 'bg-gold text-white',
  sold_out: 'bg-stone-600 text-white',
  off_sale: 'bg-stone-600 text-white',
  cancelled: 'bg-red-800 text-white',
};

export async function SaleStatusBadge({ status }: { status: SaleStatus }) {
  const t = await getTranslations('shows.saleStatus');
  return <span className={`rounded px-2 py-0.5 text-xs ${tone[status]}`}>{t(status)}</span>;
}
