import type { Locale } from '@/lib/i18n/locales';

/** A message the hall sends a member of its own accord, worded in the message files (`sms`) or the provider's template. */
export type SmsNotice = { kind: 'waitingListOffer'; values: { title: string; payBy: string } };

/** Outside services (docs/architecture.md): codes and notices leave by SMS through one of these; a failure throws and nothing was sent. */
export interface SmsProvider {
  sendCode(phone: string, code: string, locale: Locale): Promise<void>;
  sendNotice(phone: string, notice: SmsNotice, locale: Locale): Promise<void>;
}
