import type { ReactNode } from 'react';

/**
 * The look of a coupon, shared by the member's coupons and the activities to collect: the amount on a
 * coloured stub, the words beside it, an action at the end. `muted` for used and expired coupons.
 */
export function CouponFace({
  amount,
  caption,
  children,
  action,
  muted = false,
  testId,
  id,
}: {
  amount: string;
  caption?: string;
  children: ReactNode;
  action?: ReactNode;
  muted?: boolean;
  testId?: string;
  id?: number;
}) {
  return (
    <article
      className={`border-line flex overflow-hidden rounded-lg border bg-white ${muted ? 'opacity-70' : ''}`}
      data-testid={testId}
      data-id={id}
    >
      <div
        className={`flex w-24 shrink-0 flex-col items-center justify-center border-r-2 border-dashed border-white px-2 py-4 text-white sm:w-28 ${
          muted ? 'bg-muted' : 'bg-brand'
        }`}
      >
        <span className="font-serif text-2xl leading-none font-semibold sm:text-3xl" data-testid="coupon-amount">
          {amount}
        </span>
        {caption && <span className="mt-2 text-center text-xs leading-tight text-white/85">{caption}</span>}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-3 sm:flex-row sm:items-center sm:p-4">
        <div className="min-w-0 flex-1 space-y-1 text-sm">{children}</div>
        {action && <div className="shrink-0 sm:self-center">{action}</div>}
      </div>
    </article>
  );
}

export const couponButton =
  'inline-flex min-h-10 min-w-24 items-center justify-center rounded-full px-5 text-sm font-medium disabled:cursor-not-allowed';
export const couponButtonTone = {
  go: 'bg-brand hover:bg-brand-dark text-white',
  use: 'border-brand text-brand hover:bg-brand border hover:text-white',
  done: 'bg-line text-muted',
};
