import { useTranslations } from 'next-intl';
import { formatDayTime } from '@/lib/format';
import type { SalePhase } from './sale-phase';

/** The coming-soon (with the moment sales open) and sold-out states; nothing while on sale. */
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
      <p className="font-medium">{soon ? t('comingSoon') : t('soldOut')}</p>
      <p className="text-muted mt-1 text-sm">{soon ? t('comingSoonAt', { time: formatDayTime(saleStartAt) }) : t('soldOutNote')}</p>
    </div>
  );
}
