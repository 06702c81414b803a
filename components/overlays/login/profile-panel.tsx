'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useFailureText } from '@/lib/client/failure-text';
import { toast } from '@/lib/client/toast';
import { PersonalInfoForm } from '@/components/member/personal-info-form';
import { submitButton } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import type { PanelProps } from './panel';

const RELOAD_AFTER_MS = 1500;

/** Mode 5: the optional personal information after signing up. Success shows a message and reloads after 1.5 s (§4). */
export function ProfilePanel({ close }: PanelProps) {
  const t = useTranslations('login');
  const failure = useFailureText();
  const [error, setError] = useState<string | undefined>();

  return (
    <div data-testid="login-mode-5">
      <h2 className="pr-8 font-serif text-xl">{t('profileTitle')}</h2>
      <p className="text-muted mt-1 text-sm">{t('profileLead')}</p>
      <PersonalInfoForm
        idPrefix="profile"
        className="mt-4 grid gap-3 sm:grid-cols-2 sm:gap-x-4"
        onSaved={() => {
          toast(t('profileSaved'), { kind: 'success', duration: RELOAD_AFTER_MS });
          setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
        }}
        onFailed={(e) => setError(failure(e) ?? undefined)}
      >
        {(busy) => (
          <>
            <FormMessage text={error} testId="login-error" />
            <button type="submit" disabled={busy} className={submitButton} data-testid="profile-submit">
              {t('submitProfile')}
            </button>
            <button type="button" onClick={close} className="text-muted hover:text-ink w-full py-1 text-sm" data-testid="profile-skip">
              {t('skip')}
            </button>
          </>
        )}
      </PersonalInfoForm>
    </div>
  );
}
