import type { Locale } from '@/lib/i18n/locales';

/** Outside services (docs/architecture.md): verification codes leave by SMS through one of these; a failure throws and nothing was sent. */
export interface SmsProvider {
  sendCode(phone: string, code: string, locale: Locale): Promise<void>;
}
