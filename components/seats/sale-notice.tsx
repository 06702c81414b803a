import { useTranslations } from 'next-intl';
import { formatDayTime } from '@/lib/format';
import type { SalePhase } from './sale-phase';

const TITLE = { coming_soon: 'comingSoon', sold_out: 'soldOut', off_sale: 'offSale', cancelled: 'cancelled' } as const;
const NOTE = { sold_out: 'soldOutNote', off_sale: 'offSaleNote', cancelled: 'cancelledNote' } as const;

/** The coming-soon (with the moment sales open), sold-out, off-sale and cancelled states; nothing while on sale. */
export function SaleNotice({ phase, saleStartAt }: { phase: SalePhase; saleStartAt: string }) {
  const t = useTranslations('chooseSeat');
  if (phase === 'on_sale') return null;
  const soon = phase === 'coming_soon';
  return (
    <div
      role="status"
      data-testid="sale-notice"
      data-phase={phase}
      className={`mb-4 rounded-lg border p-4 ${soon ? 'border-gold/40 bg-gold/10' : 'border-line bg-white'}`}
    >
      <p className="font-medium">{t(TITLE[phase])}</p>
      <p className="text-muted mt-1 text-sm">{soon ? t('comingSoonAt', { time: formatDayTime(saleStartAt) }) : t(NOTE[phase])}</p>
    </div>
  );
}
