import type { PayStartView } from '@/lib/contract/order';
import type { RenterPayChannel } from '@/lib/contract/rental-calls';

const isPhone = () => window.matchMedia('(max-width: 767px), (pointer: coarse)').matches;

/**
 * A renter's payment (the deposit, an instalment) opened with a provider: Alipay's cashier, or WeChat Pay's code on a
 * desktop and its mobile page on a phone. `pay` makes the call with the channel chosen here; a redirect is followed
 * here, a code is answered for the page to show.
 */
export async function startRenterPayment(
  pay: (channel: RenterPayChannel) => Promise<PayStartView>,
  method: 'alipay' | 'wechat',
): Promise<string | null> {
  const channel = method === 'alipay' ? (isPhone() ? 'alipay_wap' : 'alipay_page') : isPhone() ? 'wechat_h5' : 'wechat_native';
  const view = await pay(channel);
  if (view.kind === 'redirect') window.location.assign(view.url);
  return view.kind === 'qr' ? view.codeUrl : null;
}
