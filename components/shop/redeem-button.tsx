'use client';

import { useTranslations } from 'next-intl';
import { POINTS_PER_YUAN } from '@/lib/contract/order';
import { useMember } from '@/lib/hooks/use-member';
import { primaryButton } from '@/components/ui/form-field';

/**
 * A member's "redeem": when their points fall short of what the chosen quantity takes, they read by how much
 * and the button is disabled for that reason, before any address is chosen. The hall API refuses
 * such an order all the same; this is the member's decision made early, not the rule.
 */
export function MemberRedeemButton({ pointsNeeded, onRedeem }: { pointsNeeded: number; onRedeem: () => void }) {
  const t = useTranslations('shop');
  const { data: member } = useMember();
  const short = member ? Math.max(0, pointsNeeded - member.pointsBalance) : 0;
  return (
    <div className="space-y-3">
      {short > 0 && <PointsShort id="redeem-short" points={short} />}
      <button
        type="button"
        onClick={onRedeem}
        // Until the balance is known the sheet could open for an order that cannot be confirmed.
        disabled={!member || short > 0}
        aria-describedby={short > 0 ? 'redeem-short' : undefined}
        className={`${primaryButton} w-full sm:w-auto`}
        data-testid="redeem"
      >
        {t('redeem')}
      </button>
    </div>
  );
}

/** By how much the member's points fall short (`id` for the control it disables), and how points are earned. */
export function PointsShort({ id, points }: { id: string; points: number }) {
  const t = useTranslations('shop');
  return (
    <div id={id} className="rounded bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid={id}>
      <p className="font-medium" data-testid="points-short">
        {t('short', { points })}
      </p>
      <p className="mt-1">{t('earnHint', { points: POINTS_PER_YUAN })}</p>
    </div>
  );
}
