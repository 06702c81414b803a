import { OwedPayments } from './refunds/owed-payments';
import { RecentRefunds } from './refunds/recent-refunds';
import { UnmatchedPayments } from './refunds/unmatched-payments';

/**
 * The box office's refund queue: the payments orders owe back, the money that paid no order (each list paged, with
 * the count and sum of what its filters match), and the latest refunds.
 */
export function RefundQueue() {
  return (
    <div className="grid gap-6">
      <OwedPayments />
      <UnmatchedPayments />
      <RecentRefunds />
    </div>
  );
}
