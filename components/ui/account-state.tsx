'use client';

import { useTranslations } from 'next-intl';
import { BffError } from '@/lib/client/bff';
import { Code } from '@/lib/contract/codes';
import { openLogin } from '@/lib/client/login-events';
import { primaryButton, secondaryButton } from './form-field';

/**
 * What a member or enterprise page shows until its data is there: a quiet loading line, a way to log in
 * when the BFF answers 40003 (the response rules have already opened the overlay once), the hall API's own
 * words for any other refusal, and a retry.
 */
export function AccountState({ area, error, retry }: { area: 'member' | 'enterprise'; error?: unknown; retry?: () => void }) {
  const t = useTranslations(area);
  if (!error) {
    return (
      <p role="status" className="text-muted py-10 text-center" data-testid="account-loading">
        {t('loading')}
      </p>
    );
  }
  const code = error instanceof BffError ? error.envelope.code : null;
  if (code === Code.unauthorized) {
    return (
      <div className="py-10 text-center" data-testid="account-login-needed">
        <p className="text-muted">{t('loginNeeded')}</p>
        <button
          type="button"
          onClick={() => openLogin(area === 'enterprise' ? 'enterprise' : 'personal')}
          className={`${primaryButton} mt-5`}
        >
          {t('login')}
        </button>
      </div>
    );
  }
  return (
    <div role="alert" className="py-10 text-center" data-testid="account-error">
      <p className="text-muted">{error instanceof BffError && error.envelope.subMsg ? error.envelope.subMsg : t('loadFailed')}</p>
      {retry && code !== Code.forbidden && (
        <button type="button" onClick={retry} className={`${secondaryButton} mt-5`}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}
