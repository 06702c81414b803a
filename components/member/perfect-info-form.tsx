'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useFailureText } from '@/lib/client/failure-text';
import { primaryButton } from '@/components/ui/form-field';
import { FormMessage, type Notice } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';
import { PersonalInfoForm } from './personal-info-form';

/** The member centre's 'complete your information' panel, until the member has given it. */
export function PerfectInfoForm({ onSaved }: { onSaved: () => void }) {
  const t = useTranslations('member');
  const failure = useFailureText();
  const [notice, setNotice] = useState<Notice>(null);

  return (
    <Panel title={t('perfect.title')} testId="perfect-info">
      <p className="text-muted -mt-2 mb-5 text-sm">{t('perfect.lead')}</p>
      <PersonalInfoForm
        idPrefix="perfect"
        className="grid gap-4 sm:grid-cols-2 sm:gap-x-6"
        onSaved={() => {
          setNotice({ ok: true, text: t('perfect.saved') });
          // §4: the success message stays in sight for 1.5 s before the page shows the completed profile.
          setTimeout(onSaved, 1_500);
        }}
        onFailed={(error) => setNotice({ ok: false, text: failure(error, t('loadFailed')) })}
      >
        {(busy) => (
          <>
            <button type="submit" disabled={busy} className={`${primaryButton} w-full sm:w-auto`} data-testid="perfect-submit">
              {busy ? t('saving') : t('perfect.submit')}
            </button>
            <FormMessage text={notice?.text} ok={notice?.ok} className="mt-4" />
          </>
        )}
      </PersonalInfoForm>
    </Panel>
  );
}
