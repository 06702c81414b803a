'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { LoginType } from '@/lib/contract/codes';
import type { PackageCardView } from '@/lib/contract/package';
import { openLogin } from '@/lib/client/login-events';
import { formatDayTime } from '@/lib/format';
import { useLogin } from '@/lib/hooks/use-login';
import { primaryButton } from '@/components/ui/form-field';

type Props = { card: Pick<PackageCardView, 'id' | 'saleState' | 'stockLeft' | 'saleFrom'> };

/** Buying the card: a visitor is asked to log in first; a member confirms it at /falaOrder. */
export function BuyCardPanel({ card }: Props) {
  const t = useTranslations('packages');
  const router = useRouter();
  const login = useLogin();
  const blocked =
    card.saleState === 'upcoming'
      ? t('opensAt', { at: formatDayTime(card.saleFrom) })
      : card.saleState === 'ended'
        ? t('saleEnded')
        : card.stockLeft <= 0
          ? t('soldOut')
          : null;
  function buy() {
    if (login.loginType !== LoginType.member) return openLogin('personal');
    router.push(`/falaOrder?cardId=${card.id}`);
  }
  return (
    <div className="mt-6 space-y-2">
      {!blocked && (
        <p className="text-muted text-sm" data-testid="package-stock">
          {t('stockLeft', { count: card.stockLeft })}
        </p>
      )}
      <button
        type="button"
        className={`${primaryButton} w-full sm:w-auto`}
        disabled={!!blocked || !login.known}
        onClick={buy}
        data-testid="package-buy"
      >
        {blocked ?? t('buy')}
      </button>
      <p className="text-muted text-xs">{t('nonRefundable')}</p>
    </div>
  );
}
