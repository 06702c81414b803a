'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { MAX_QUANTITY, type GoodsDetailView } from '@/lib/contract/shop';
import { LoginType } from '@/lib/contract/codes';
import { openLogin } from '@/lib/client/login-events';
import { formatDayTime } from '@/lib/format';
import { useLogin } from '@/lib/hooks/use-login';
import { primaryButton } from '@/components/ui/form-field';
import { GoodsPrice } from './goods-price';
import { QuantityStepper } from './quantity-stepper';
import { MemberRedeemButton } from './redeem-button';
import { RedeemSheet } from './redeem-sheet';
import { ShopBalance } from './shop-balance';
import { StockBadge } from './stock-badge';
import { goodsCalls } from '@/lib/contract/shop-calls';
import { useCall } from '@/lib/hooks/use-call';

/**
 * The detail page's buying side. The page is cached for a minute, so stock is asked again in the browser; the
 * quantity stops at the member limit and what is left, and "redeem" asks a visitor to log in first and tells a
 * member short of points by how much (redeem-button.tsx).
 */
export function RedeemPanel({ goods: cached }: { goods: GoodsDetailView }) {
  const t = useTranslations('shop');
  const login = useLogin();
  const { data: goods = cached, mutate } = useCall(
    goodsCalls.detail,
    { params: { id: cached.id } },
    {
      fallbackData: cached,
      revalidateOnMount: true,
    },
  );
  const [quantity, setQuantity] = useState(1);
  const [sheetOpen, setSheetOpen] = useState(false);
  const most = Math.max(1, Math.min(goods.limitPerMember, goods.stockLeft, MAX_QUANTITY));
  const chosen = Math.min(quantity, most);
  const soldOut = goods.stockState === 'soldOut';
  const blocked = soldOut
    ? t('stock.soldOut')
    : goods.saleState === 'upcoming'
      ? t('notYetOpen', { time: formatDayTime(goods.saleFrom!) })
      : !goods.onSale
        ? t('ended')
        : null;

  return (
    <div className="mt-6 space-y-5" data-testid="redeem-panel">
      <p className="text-2xl">
        <GoodsPrice pointPrice={goods.pointPrice} priceFen={goods.priceFen} />
      </p>
      <p className="flex flex-wrap items-center gap-3 text-sm">
        <StockBadge state={goods.stockState} />
        <span data-testid="stock-left">{t('stockLeft', { count: goods.stockLeft })}</span>
        <span className="text-muted">{t('limit', { count: goods.limitPerMember })}</span>
      </p>
      <p className="border-line rounded border bg-white p-3 text-sm" data-testid="fulfilment">
        {goods.fulfilment === 'delivery' ? t('delivery') : t('pickup', { days: goods.validDays ?? 0 })}
      </p>
      <QuantityStepper value={chosen} max={most} onChange={setQuantity} disabled={!!blocked} />
      <ShopBalance />
      {blocked ? (
        <p className="bg-line text-muted rounded px-4 py-3 text-center" data-testid="redeem-blocked">
          {blocked}
        </p>
      ) : login.loginType === LoginType.member ? (
        <MemberRedeemButton pointsNeeded={goods.pointPrice * chosen} onRedeem={() => setSheetOpen(true)} />
      ) : (
        // Until the page knows who is here, a member's click would be taken for a visitor's and open the login.
        <button
          type="button"
          onClick={() => openLogin('personal')}
          disabled={!login.known}
          className={`${primaryButton} w-full sm:w-auto`}
          data-testid="redeem"
        >
          {t('redeem')}
        </button>
      )}
      {sheetOpen && (
        <RedeemSheet
          goods={goods}
          quantity={chosen}
          onClose={() => {
            setSheetOpen(false);
            void mutate();
          }}
        />
      )}
    </div>
  );
}
