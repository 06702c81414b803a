'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';
import { LOGIN_EVENT, type LoginTarget } from '@/lib/client/login-events';

/**
 * The login overlay, opened from the header or by the §8 response rules through the login event. Member and
 * venue-rental accounts open with the accounts release; until then it tells the visitor so.
 */
export function LoginOverlay() {
  const t = useTranslations('login');
  const [target, setTarget] = useState<LoginTarget | null>(null);
  useEffect(() => {
    const open = (e: Event) => setTarget((e as CustomEvent<LoginTarget>).detail ?? 'personal');
    window.addEventListener(LOGIN_EVENT, open);
    return () => window.removeEventListener(LOGIN_EVENT, open);
  }, []);
  return (
    <Dialog
      open={target !== null}
      onClose={() => setTarget(null)}
      label={t(target === 'enterprise' ? 'enterpriseTitle' : 'title')}
      closeLabel={t('close')}
      variant="center"
      testId="login-overlay"
    >
      <h2 className="pr-8 font-serif text-xl">{t(target === 'enterprise' ? 'enterpriseTitle' : 'title')}</h2>
      <p className="text-muted mt-4" role="status">
        {t('openingSoon')}
      </p>
      <button type="button" onClick={() => setTarget(null)} className="bg-brand mt-6 w-full rounded py-2 text-white">
        {t('ok')}
      </button>
    </Dialog>
  );
}
